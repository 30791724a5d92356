/**
 * Length limits of the store's forms (service requests, reviews, survey answers) count what a
 * person sees as one character: "ñ" written as n + combining tilde, or an emoji with a skin
 * tone, counts once, as in the browser's character counters.
 */
const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

export function characterCount(text: string): number {
  return Array.from(graphemes.segment(text)).length;
}

/** The first visible character, e.g. a surname's initial; '' for empty text. */
export function firstCharacter(text: string): string {
  for (const { segment } of graphemes.segment(text)) return segment;
  return '';
}
