import type { ErrorBody, Place, ShippingZone, Store } from '@store/contracts';
import { createTestApp, json, type TestApp } from './support/test-app.js';

let t: TestApp;
let honduras: Place;
let departments: Place[];
beforeAll(async () => {
  t = await createTestApp();
  const countries = json<Place[]>(await t.app.inject({ method: 'GET', url: '/places?filter[status]=1' }));
  const found = countries.find((place) => place.name === 'Honduras');
  if (!found) throw new Error('Honduras no está sembrado');
  honduras = found;
  departments = json<Place[]>(
    await t.app.inject({ method: 'GET', url: `/places?filter[status]=1&filter[country_id]=${honduras.id}` }),
  );
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const department = (name: string): Place => {
  const found = departments.find((place) => place.name === name);
  if (!found) throw new Error(`Falta el departamento ${name}`);
  return found;
};
const municipalitiesOf = async (name: string): Promise<Place[]> =>
  json<Place[]>(
    await get(
      `/places?filter[status]=1&filter[country_id]=${honduras.id}&filter[parent_zone_id]=${department(name).id}`,
    ),
  );

describe('GET /places', () => {
  it('without filters lists the countries', () => {
    expect(honduras).toMatchObject({
      kind: 'country',
      code: 'HN',
      status: 1,
      country_id: null,
      parent_zone_id: null,
    });
  });

  it('with country_id lists the 18 departments in Spanish alphabetical order, each with a zone', () => {
    expect(departments.map((place) => place.name)).toEqual([
      'Atlántida',
      'Choluteca',
      'Colón',
      'Comayagua',
      'Copán',
      'Cortés',
      'El Paraíso',
      'Francisco Morazán',
      'Gracias a Dios',
      'Intibucá',
      'Islas de la Bahía',
      'La Paz',
      'Lempira',
      'Ocotepeque',
      'Olancho',
      'Santa Bárbara',
      'Valle',
      'Yoro',
    ]);
    for (const place of departments) {
      expect(place).toMatchObject({
        kind: 'department',
        status: 1,
        country_id: honduras.id,
        parent_zone_id: null,
      });
      expect(place.shippingZone).toMatchObject({
        id: place.shipping_zone_id,
        name: expect.any(String),
        cost: expect.any(Number),
        deliveryDays: expect.any(Number),
      });
    }
    expect(department('Francisco Morazán').code).toBe('08');
    expect(department('Cortés').code).toBe('05');
  });

  it('with parent_zone_id lists the municipalities of Francisco Morazán, Distrito Central included', async () => {
    const municipalities = await municipalitiesOf('Francisco Morazán');
    expect(municipalities).toHaveLength(28);
    const central = municipalities.find((place) => place.name === 'Distrito Central');
    expect(central).toMatchObject({
      kind: 'municipality',
      code: '0801',
      country_id: honduras.id,
      parent_zone_id: department('Francisco Morazán').id,
      shippingZone: {
        name: 'Distrito Central (Tegucigalpa y Comayagüela)',
        cost: 100,
        freeFrom: 5000,
        deliveryDays: 2,
      },
    });
    // Spanish order: an accented initial ("Ángeles") does not push a name past "Z".
    const names = municipalities.map((place) => place.name);
    expect(names.indexOf('Alubarén')).toBeLessThan(names.indexOf('Cantarranas'));
    expect(names[names.length - 1]).toBe('Villa de San Francisco');
  });

  it('gives San Pedro Sula the Valle de Sula zone and the Bay Islands a dearer one without free shipping', async () => {
    const cortes = await municipalitiesOf('Cortés');
    expect(cortes.find((place) => place.name === 'San Pedro Sula')).toMatchObject({
      code: '0501',
      shippingZone: { name: 'Valle de Sula', freeFrom: 5000 },
    });
    const islands = await municipalitiesOf('Islas de la Bahía');
    expect(islands.map((place) => place.name)).toEqual([
      'Guanaja',
      'José Santos Guardiola',
      'Roatán',
      'Utila',
    ]);
    for (const island of islands) {
      expect(island.shippingZone?.freeFrom).toBeNull();
      expect(island.shippingZone?.cost).toBeGreaterThan(400);
    }
  });

  it('has all 298 municipalities, each with a department, a DNI-style code and a shipping zone', async () => {
    let total = 0;
    for (const place of departments) {
      const municipalities = await municipalitiesOf(place.name);
      total += municipalities.length;
      for (const municipality of municipalities) {
        expect(municipality.kind).toBe('municipality');
        expect(municipality.code).toMatch(new RegExp(`^${place.code}\\d{2}$`));
        expect(municipality.shippingZone).not.toBeNull();
      }
    }
    expect(total).toBe(298);
    const [row] = await t.db.query<{ missing: number }>(
      "SELECT count(*)::int AS missing FROM places WHERE kind <> 'country' AND shipping_zone_id IS NULL",
    );
    expect(row?.missing).toBe(0);
  });

  it('filters by status: no hidden places are seeded', async () => {
    const hidden = json<Place[]>(await get(`/places?filter[status]=0&filter[country_id]=${honduras.id}`));
    expect(hidden).toEqual([]);
  });

  it.each([
    ['filter[status]=2', 'filter[status]'],
    ['filter[country_id]=abc', 'filter[country_id]'],
    ['filter[parent_zone_id]=-1', 'filter[parent_zone_id]'],
  ])('rejects %s', async (query, field) => {
    const response = await get(`/places?${query}`);
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
  });

  it('GET /places/{id} returns one place and 404 for an unknown one', async () => {
    const one = await get(`/places/${department('Yoro').id}`);
    expect(one.statusCode).toBe(200);
    expect(json<Place>(one)).toMatchObject({ name: 'Yoro', code: '18' });
    const missing = await get('/places/999999');
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing).message).toBe('Lugar no encontrado');
  });
});

describe('GET /shipping-zones', () => {
  it('lists the zones cheapest first, with La Mosquitia the dearest', async () => {
    const zones = json<ShippingZone[]>(await get('/shipping-zones'));
    expect(zones).toHaveLength(9);
    expect(zones[0]).toEqual({
      id: expect.any(Number),
      name: 'Distrito Central (Tegucigalpa y Comayagüela)',
      cost: 100,
      freeFrom: 5000,
      deliveryDays: 2,
    });
    expect(zones[zones.length - 1]).toMatchObject({ name: 'La Mosquitia', freeFrom: null });
  });
});

describe('GET /stores', () => {
  it('lists stores and offices with address, phone, hours, coordinates and municipality', async () => {
    const stores = json<Store[]>(await get('/stores'));
    expect(stores.length).toBeGreaterThanOrEqual(4);
    expect(stores[0]).toEqual({
      id: expect.any(Number),
      slug: 'tienda-tegucigalpa',
      name: 'Tienda Tegucigalpa',
      address: expect.stringContaining('Boulevard Morazán'),
      phone: expect.stringMatching(/^2\d{3}-\d{4}$/),
      email: 'tegucigalpa@tecnologiahn.hn',
      hours: expect.stringContaining('Lunes a viernes'),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      pickup: true,
      place: { id: expect.any(Number), name: 'Distrito Central', department: 'Francisco Morazán' },
    });
    for (const store of stores) expect(store.phone).toMatch(/^2\d{3}-\d{4}$/);
  });

  it('pickup=1 leaves only the stores that take pay-at-store and pick-up', async () => {
    const stores = json<Store[]>(await get('/stores?pickup=1'));
    expect(stores.map((store) => store.slug)).toEqual(['tienda-tegucigalpa', 'tienda-san-pedro-sula']);
  });

  it('GET /stores/{slug} returns one store, 404 for an unknown slug', async () => {
    const one = await get('/stores/tienda-san-pedro-sula');
    expect(one.statusCode).toBe(200);
    expect(json<Store>(one).place).toEqual({
      id: expect.any(Number),
      name: 'San Pedro Sula',
      department: 'Cortés',
    });
    const missing = await get('/stores/tienda-marte');
    expect(missing.statusCode).toBe(404);
    expect(json<ErrorBody>(missing).message).toBe('Tienda no encontrada');
  });
});
