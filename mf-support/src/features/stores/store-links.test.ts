import { mapsSearchUrl, telHref } from './store-links';

describe('telHref', () => {
  it.each([
    ['2231-4500', 'tel:+50422314500'],
    [' 9988 7766 ', 'tel:+50499887766'],
    ['+504 2231-4500', 'tel:+50422314500'],
    ['800-2000-1000', 'tel:80020001000'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('gives no link without a number', () => {
    expect(telHref('')).toBeNull();
    expect(telHref('sin teléfono')).toBeNull();
  });
});

describe('mapsSearchUrl', () => {
  it('searches the encoded address in Honduras', () => {
    expect(mapsSearchUrl('Barrio Abajo, 4.ª avenida N.O., Comayagua')).toBe(
      'https://www.google.com/maps/search/?api=1&query=' +
        'Barrio%20Abajo%2C%204.%C2%AA%20avenida%20N.O.%2C%20Comayagua%2C%20Honduras',
    );
  });

  it('does not repeat the country when the address names it', () => {
    expect(mapsSearchUrl('Col. Palmira, Tegucigalpa, Honduras')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Col.%20Palmira%2C%20Tegucigalpa%2C%20Honduras',
    );
  });

  it('keeps characters that would break the query inside it', () => {
    const url = new URL(mapsSearchUrl('Local 3 & 4 #5, ¿Tegucigalpa?'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect([...url.searchParams.keys()]).toEqual(['api', 'query']);
    expect(url.searchParams.get('query')).toBe('Local 3 & 4 #5, ¿Tegucigalpa?, Honduras');
  });
});
