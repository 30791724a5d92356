import { buildProduct } from '../../test/builders';
import { generalRows, specRows } from './compare-rows';

const brand = (name: string) => ({ ...buildProduct().brand, name });

describe('compare rows', () => {
  const hp = buildProduct({
    id: 1,
    brand: brand('HP'),
    specs: [
      { name: 'Marca', value: 'HP' },
      { name: 'RAM', value: '8 GB' },
      { name: 'Pantalla', value: '15.6"' },
    ],
  });
  const dell = buildProduct({
    id: 2,
    brand: brand('Dell'),
    specs: [
      { name: 'marca', value: 'Dell' },
      { name: 'RAM', value: '8 GB' },
    ],
  });

  it('marks the rows whose values differ, and fills a missing spec with a dash (which differs)', () => {
    const rows = specRows([hp, dell]);
    expect(rows.map((row) => [row.label, row.values, row.differs])).toEqual([
      ['RAM', ['8 GB', '8 GB'], false],
      ['Pantalla', ['15.6"', '—'], true],
    ]);
  });

  it('never repeats a general row as a spec (a product listing its brand as a spec)', () => {
    const labels = [...generalRows([hp, dell]), ...specRows([hp, dell])].map((row) => row.label);
    expect(labels.filter((label) => label.toLowerCase() === 'marca')).toHaveLength(1);
  });
});
