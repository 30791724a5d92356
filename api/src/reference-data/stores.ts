import type { Queryable } from '../db/db.js';

interface StoreData {
  slug: string;
  name: string;
  /** Municipality code (places.code), e.g. '0801' Distrito Central. */
  municipalityCode: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  latitude: number;
  longitude: number;
  /** Pay at store and pick-up; the content pages promise both only in Tegucigalpa and San Pedro Sula. */
  pickup: boolean;
}

const WEEK_HOURS = 'Lunes a viernes de 8:00 a. m. a 6:00 p. m.; sábados de 8:00 a. m. a 12:00 m.';

/** The two stores of the content pages plus regional sales offices (no pick-up). */
export const STORES: readonly StoreData[] = [
  {
    slug: 'tienda-tegucigalpa',
    name: 'Tienda Tegucigalpa',
    municipalityCode: '0801',
    address: 'Boulevard Morazán, frente a Torre Metrópolis, local 3, Tegucigalpa, Francisco Morazán',
    phone: '2231-4500',
    email: 'tegucigalpa@tecnologiahn.hn',
    hours: WEEK_HOURS,
    latitude: 14.0872,
    longitude: -87.1851,
    pickup: true,
  },
  {
    slug: 'tienda-san-pedro-sula',
    name: 'Tienda San Pedro Sula',
    municipalityCode: '0501',
    address: 'Barrio Los Andes, 10 calle, 11 avenida N.O., San Pedro Sula, Cortés',
    phone: '2550-4500',
    email: 'sanpedrosula@tecnologiahn.hn',
    hours: WEEK_HOURS,
    latitude: 15.5152,
    longitude: -88.0361,
    pickup: true,
  },
  {
    slug: 'oficina-la-ceiba',
    name: 'Oficina de ventas La Ceiba',
    municipalityCode: '0101',
    address: 'Avenida San Isidro, entre 8.ª y 9.ª calle, Barrio El Centro, La Ceiba, Atlántida',
    phone: '2443-4500',
    email: 'laceiba@tecnologiahn.hn',
    hours: 'Lunes a viernes de 8:00 a. m. a 5:00 p. m.',
    latitude: 15.7773,
    longitude: -86.7926,
    pickup: false,
  },
  {
    slug: 'oficina-choloma',
    name: 'Oficina de ventas corporativas Choloma',
    municipalityCode: '0502',
    address: 'Carretera CA-13 hacia Puerto Cortés, km 7, frente a la colonia López Arellano, Choloma, Cortés',
    phone: '2669-4500',
    email: 'choloma@tecnologiahn.hn',
    hours: 'Lunes a viernes de 7:30 a. m. a 4:30 p. m.',
    latitude: 15.6121,
    longitude: -87.9529,
    pickup: false,
  },
  {
    slug: 'oficina-comayagua',
    name: 'Oficina de ventas Comayagua',
    municipalityCode: '0301',
    address: 'Barrio Abajo, 4.ª avenida N.O., media cuadra al sur del parque central, Comayagua',
    phone: '2772-4500',
    email: 'comayagua@tecnologiahn.hn',
    hours: 'Lunes a viernes de 8:00 a. m. a 5:00 p. m.; sábados de 8:00 a. m. a 12:00 m.',
    latitude: 14.4593,
    longitude: -87.6401,
    pickup: false,
  },
];

/**
 * Stores and offices for /ubicanos, pay at store and pick-up; after the places set (each store
 * names its municipality by code). Matched by slug, so a new version updates them in place.
 */
export async function applyStores(tx: Queryable): Promise<void> {
  let position = 0;
  for (const store of STORES) {
    position += 1;
    await tx.query(
      `INSERT INTO stores (slug, name, place_id, address, phone, email, hours, latitude, longitude, pickup, position)
       SELECT $1, $2, (SELECT id FROM places WHERE kind = 'municipality' AND code = $3), $4, $5, $6, $7, $8, $9, $10, $11
       ON CONFLICT (slug) DO UPDATE
         SET name = EXCLUDED.name, place_id = EXCLUDED.place_id, address = EXCLUDED.address, phone = EXCLUDED.phone,
             email = EXCLUDED.email, hours = EXCLUDED.hours, latitude = EXCLUDED.latitude,
             longitude = EXCLUDED.longitude, pickup = EXCLUDED.pickup, position = EXCLUDED.position`,
      [
        store.slug,
        store.name,
        store.municipalityCode,
        store.address,
        store.phone,
        store.email,
        store.hours,
        store.latitude,
        store.longitude,
        store.pickup,
        position,
      ],
    );
  }
}
