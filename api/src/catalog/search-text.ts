/**
 * Lower-case and strip accents ("Señalización" -> "senalizacion") so search matches whatever
 * the shopper types. Applied both to the stored `search_text` column and to each query term.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function slugify(text: string): string {
  return normaliseSearchText(text)
    .replace(/"/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The distinct words of a search, normalised like `search_text`. Each must appear in a
 * product's search text for it to match.
 */
export function searchTerms(text: string): string[] {
  return [...new Set(normaliseSearchText(text).split(' ').filter(Boolean))];
}
