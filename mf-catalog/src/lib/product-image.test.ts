import { buildProduct } from '../test/builders';
import { installTestConfig } from '../test/render-with-providers';
import { productImageProps } from './product-image';

beforeEach(installTestConfig);

describe('productImageProps', () => {
  it('makes every image URL absolute against the API and keeps the width descriptors', () => {
    const props = productImageProps(buildProduct({ id: 12, name: 'Router TP-Link' }));
    expect(props.src).toBe('http://api.test/images/products/12?w=350&q=75');
    expect(props.srcSet).toBe(
      'http://api.test/images/products/12?w=350&q=75 350w, http://api.test/images/products/12?w=640&q=75 640w',
    );
    expect(props).toMatchObject({ alt: 'Router TP-Link', loading: 'lazy', width: 350, height: 350 });
  });

  it('the largest paint image is fetched first, never lazily, and named for Element Timing', () => {
    const product = buildProduct();
    expect(productImageProps(product, { priority: true })).toMatchObject({
      loading: 'eager',
      fetchPriority: 'high',
      elementTiming: 'store-priority-image',
    });
    expect(productImageProps(product, { eager: true })).toMatchObject({
      loading: 'eager',
      fetchPriority: 'auto',
      elementTiming: undefined,
    });
  });

  it('prefers the image alt text when the API gives one', () => {
    const product = buildProduct();
    const props = productImageProps({
      ...product,
      mainImage: { ...product.mainImage, alt: 'Vista frontal' },
    });
    expect(props.alt).toBe('Vista frontal');
  });
});
