import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '@store/contracts';

/**
 * The only variants the image endpoint renders (spec section 9: device sizes 640 to 3840 plus
 * the 350 px thumbnail, quality 75). Any other `w` or `q` is snapped to one of these, so an
 * old or hand-written URL still gets a picture while the number of renders (and files in the
 * disk cache) stays at products × widths: a caller cannot make the server rasterise thousands
 * of variants at ~3 s each (issue 10, defect 6).
 */
export const IMAGE_QUALITIES: readonly number[] = [DEFAULT_IMAGE_QUALITY];

/** The width a URL without `w` gets (the first device size). */
export const DEFAULT_IMAGE_WIDTH = 640;

export interface ImageVariant {
  width: number;
  quality: number;
}

/** Widths in increasing order (the contract's list already is; sorting keeps that a fact here). */
const WIDTHS: readonly number[] = [...IMAGE_WIDTHS].sort((a, b) => a - b);

/**
 * The smallest allowed width at least as wide as asked, or the largest: rounding up, as
 * responsive-image servers do, so a picture is never blurrier than the page asked for.
 */
export function snapImageWidth(requested: number): number {
  const largest = WIDTHS[WIDTHS.length - 1] ?? DEFAULT_IMAGE_WIDTH;
  return WIDTHS.find((width) => width >= requested) ?? largest;
}

/** The allowed quality nearest the one asked (there is one today: 75). */
export function snapImageQuality(requested: number): number {
  let best = DEFAULT_IMAGE_QUALITY;
  for (const quality of IMAGE_QUALITIES) {
    if (Math.abs(quality - requested) < Math.abs(best - requested)) best = quality;
  }
  return best;
}

export function snapImageVariant(width: number, quality: number): ImageVariant {
  return { width: snapImageWidth(width), quality: snapImageQuality(quality) };
}
