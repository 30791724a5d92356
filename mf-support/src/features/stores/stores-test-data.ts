// Test data for '/ubicanos' (imported by its tests only): `GET /stores` answers with overrides.
import type { Store } from '@store/contracts';

const WEEK_HOURS = 'Lunes a viernes de 8:00 a. m. a 6:00 p. m.; sábados de 8:00 a. m. a 12:00 m.';

export function buildStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 1,
    slug: 'tienda-tegucigalpa',
    name: 'Tienda Tegucigalpa',
    address: 'Boulevard Morazán, frente a Torre Metrópolis, local 3, Tegucigalpa, Francisco Morazán',
    phone: '2231-4500',
    email: 'tegucigalpa@tecnologiahn.hn',
    hours: WEEK_HOURS,
    latitude: 14.0872,
    longitude: -87.1851,
    pickup: true,
    place: { id: 129, name: 'Distrito Central', department: 'Francisco Morazán' },
    ...overrides,
  };
}

/** The API's reference stores, in its order: two stores with pick-up, then sales offices. */
export function buildStores(): Store[] {
  return [
    buildStore(),
    buildStore({
      id: 2,
      slug: 'tienda-san-pedro-sula',
      name: 'Tienda San Pedro Sula',
      address: 'Barrio Los Andes, 10 calle, 11 avenida N.O., San Pedro Sula, Cortés',
      phone: '2550-4500',
      email: 'sanpedrosula@tecnologiahn.hn',
      place: { id: 77, name: 'San Pedro Sula', department: 'Cortés' },
    }),
    buildStore({
      id: 3,
      slug: 'oficina-la-ceiba',
      name: 'Oficina de ventas La Ceiba',
      address: 'Avenida San Isidro, entre 8.ª y 9.ª calle, Barrio El Centro, La Ceiba, Atlántida',
      phone: '2443-4500',
      email: 'laceiba@tecnologiahn.hn',
      hours: 'Lunes a viernes de 8:00 a. m. a 5:00 p. m.',
      pickup: false,
      place: { id: 1, name: 'La Ceiba', department: 'Atlántida' },
    }),
    buildStore({
      id: 4,
      slug: 'oficina-choloma',
      name: 'Oficina de ventas corporativas Choloma',
      address:
        'Carretera CA-13 hacia Puerto Cortés, km 7, frente a la colonia López Arellano, Choloma, Cortés',
      phone: '2669-4500',
      email: 'choloma@tecnologiahn.hn',
      hours: 'Lunes a viernes de 7:30 a. m. a 4:30 p. m.',
      pickup: false,
      place: { id: 78, name: 'Choloma', department: 'Cortés' },
    }),
  ];
}
