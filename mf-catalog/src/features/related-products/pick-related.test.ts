import { buildProduct } from '../../test/builders';
import { pickRelated } from './index';

const priced = (id: number, sale: number, brandId = 1) =>
  buildProduct({
    id,
    price: { sale, regular: sale },
    brand: { id: brandId, name: `Marca ${String(brandId)}` },
  });

describe('pickRelated', () => {
  const current = priced(1, 10000);

  it('never offers the product itself and keeps at most four, closest in price first', () => {
    const candidates = [
      current,
      priced(2, 30000),
      priced(3, 9000),
      priced(4, 12500),
      priced(5, 10100),
      priced(6, 4000),
      priced(7, 11000),
    ];
    expect(pickRelated(current, candidates).map((product) => product.id)).toEqual([5, 3, 7, 4]);
  });

  it('counts the same brand as a little closer', () => {
    const otherBrand = priced(2, 10500, 2);
    const sameBrand = priced(3, 11000, 1);
    expect(pickRelated(current, [otherBrand, sameBrand]).map((product) => product.id)).toEqual([3, 2]);
  });

  it('offers nothing when the category has only this product', () => {
    expect(pickRelated(current, [current])).toEqual([]);
  });
});
