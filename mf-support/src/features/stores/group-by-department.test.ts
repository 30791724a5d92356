import { groupByDepartment } from './group-by-department';
import { buildStore, buildStores } from './stores-test-data';

describe('groupByDepartment', () => {
  it('keeps the order of each department’s first store and of the stores within it', () => {
    const groups = groupByDepartment(buildStores());
    expect(groups.map((group) => [group.department, group.stores.map((store) => store.slug)])).toEqual([
      ['Francisco Morazán', ['tienda-tegucigalpa']],
      ['Cortés', ['tienda-san-pedro-sula', 'oficina-choloma']],
      ['Atlántida', ['oficina-la-ceiba']],
    ]);
  });

  it('puts stores without a known place last, under "Otras ubicaciones"', () => {
    const groups = groupByDepartment([
      buildStore({ id: 9, slug: 'sin-lugar', place: null }),
      buildStore({ id: 8, slug: 'sin-departamento', place: { id: 5, name: 'X', department: ' ' } }),
      buildStore(),
    ]);
    expect(groups.map((group) => [group.department, group.stores.map((store) => store.slug)])).toEqual([
      ['Francisco Morazán', ['tienda-tegucigalpa']],
      ['Otras ubicaciones', ['sin-lugar', 'sin-departamento']],
    ]);
  });

  it('gives no group for no stores', () => {
    expect(groupByDepartment([])).toEqual([]);
  });
});
