/** Honduras's country code: the store's phones are written with 8 digits and no prefix. */
const HONDURAS_CALLING_CODE = '504';

/**
 * The `tel:` address of a store's phone ('2231-4500' → 'tel:+50422314500'). The country code is
 * added so the link also dials from a phone with a foreign SIM; null when there is no number.
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 0) return null;
  if (digits.length === 8) return `tel:+${HONDURAS_CALLING_CODE}${digits}`;
  return phone.trim().startsWith('+') ? `tel:+${digits}` : `tel:${digits}`;
}

const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

/**
 * A maps search for the address, opened by the shopper in a new tab: the page itself never loads
 * map tiles or a maps script. The addresses end with the city or the department, so the country
 * is added when missing (a 'Comayagua' or a 'Barrio El Centro' exists elsewhere too).
 */
export function mapsSearchUrl(address: string): string {
  const trimmed = address.trim();
  const query = /honduras/i.test(trimmed) ? trimmed : `${trimmed}, Honduras`;
  return `${MAPS_SEARCH_URL}${encodeURIComponent(query)}`;
}
