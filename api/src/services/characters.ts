/**
 * Text is measured in what a person sees as one character: "ñ" written as n + combining tilde,
 * or an emoji with a skin tone, is one. The forms' length count (`characterCount`) lives with
 * their rules in `@store/contracts`.
 */
const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/** The first visible character, e.g. a surname's initial; '' for empty text. */
export function firstCharacter(text: string): string {
  for (const { segment } of graphemes.segment(text)) return segment;
  return '';
}

/**
 * At most `max` visible characters of `text`; when cut, the last one is '…'. Never splits a
 * character made of several code points (an accent, an emoji with a skin tone).
 */
export function truncateCharacters(text: string, max: number): string {
  const segments = Array.from(graphemes.segment(text), ({ segment }) => segment);
  if (segments.length <= max) return text;
  return `${segments.slice(0, Math.max(0, max - 1)).join('')}…`;
}
