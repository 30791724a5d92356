import { buildProduct } from '../../../test/builders';
import { installTestConfig } from '../../../test/render-with-providers';
import { clipDescription, productDescription, productJsonLd, shareImageUrl } from './structured-data';

beforeAll(installTestConfig);

describe('catalog structured data', () => {
  it('cuts long descriptions at a word, under the length search engines show', () => {
    const long = `${'Laptop potente para trabajo y estudio '.repeat(8)}final`;
    const clipped = clipDescription(long);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped.endsWith('…')).toBe(true);
    expect(long.replace(/\s+/g, ' ').startsWith(clipped.slice(0, -1))).toBe(true);
    expect(clipDescription('  Corta\n y   clara ')).toBe('Corta y clara');
  });

  it('describes a product without its own text by name and brand', () => {
    expect(
      productDescription(
        buildProduct({ name: 'Router X', description: '', brand: { id: 1, name: 'TP-Link' } }),
      ),
    ).toBe('Router X de TP-Link con precio en lempiras y envío a todo Honduras.');
  });

  it('shares the largest picture when none reaches 1200 px, and the thumbnail without a srcset', () => {
    const small = buildProduct({ id: 9 });
    expect(shareImageUrl(small)).toBe('http://api.test/images/products/9?w=640&q=75');
    const bare = buildProduct({
      id: 10,
      mainImage: { alt: '', size350: '/images/products/10?w=350', srcSet: '' },
    });
    expect(shareImageUrl(bare)).toBe('http://api.test/images/products/10?w=350');
  });

  it('gives no rating to a product without reviews', () => {
    expect(productJsonLd(buildProduct(), 'https://tienda.hn', { count: 0, average: 0 })).not.toHaveProperty(
      'aggregateRating',
    );
  });
});
