import type { WorkshopOption } from '@store/contracts';
import { normaliseSearchText } from '../catalog/search-text.js';
import type { Queryable } from '../db/db.js';
import { findPlacesByCode, sortByName } from '../places/place-repository.js';

/**
 * Where the workshop receives equipment (at a store or through the courier that picks it up):
 * the 18 department capitals and the country's other large cities, by municipality code.
 * The label is the city people know when the municipality's name differs.
 */
const WORKSHOP_CITIES: ReadonlyArray<readonly [code: string, label?: string]> = [
  ['0101'], // La Ceiba
  ['0201'], // Trujillo
  ['0301'], // Comayagua
  ['0401'], // Santa Rosa de Copán
  ['0501'], // San Pedro Sula
  ['0601'], // Choluteca
  ['0701'], // Yuscarán
  ['0801', 'Tegucigalpa'], // Distrito Central
  ['0901'], // Puerto Lempira
  ['1001'], // La Esperanza
  ['1101'], // Roatán
  ['1201'], // La Paz
  ['1301'], // Gracias
  ['1401', 'Nueva Ocotepeque'],
  ['1501'], // Juticalpa
  ['1601'], // Santa Bárbara
  ['1701'], // Nacaome
  ['1801'], // Yoro
  ['0502'], // Choloma
  ['0506'], // Puerto Cortés
  ['0511'], // Villanueva
  ['0512'], // La Lima
  ['1804'], // El Progreso
  ['0107'], // Tela
  ['0209'], // Tocoa
  ['0318'], // Siguatepeque
  ['0703'], // Danlí
  ['1503'], // Catacamas
  ['1807'], // Olanchito
  ['1709'], // San Lorenzo
];

/** Cities of the workshop form: `id` is the municipality's place id (GET /places). */
export async function listWorkshopCities(db: Queryable): Promise<WorkshopOption[]> {
  const labels = new Map(WORKSHOP_CITIES.map(([code, label]) => [code, label]));
  const places = await findPlacesByCode(db, [...labels.keys()]);
  return sortByName(places.map((place) => ({ id: place.id, name: labels.get(place.code) ?? place.name })));
}

/**
 * Brands the workshop repairs: those with hardware in the catalog (software licences and
 * ink cartridges are not repaired).
 */
export async function listWorkshopBrands(db: Queryable): Promise<WorkshopOption[]> {
  const rows = await db.query<WorkshopOption>(
    `SELECT b.id, b.name FROM brands b
      WHERE EXISTS (
        SELECT 1 FROM products p JOIN categories c ON c.id = p.category_id
         WHERE p.brand_id = b.id AND c.slug NOT IN ('licencias-de-office-y-antivirus', 'tintas'))`,
  );
  return sortByName(rows);
}

/**
 * Finds the option the form sent: its id (number or numeric text) or its name, whatever the
 * case or accents. Null when it is not on the list.
 */
export function matchOption(
  options: readonly WorkshopOption[],
  value: string | number,
): WorkshopOption | null {
  const text = String(value).trim();
  if (/^\d{1,10}$/.test(text)) return options.find((option) => option.id === Number(text)) ?? null;
  const wanted = normaliseSearchText(text);
  return options.find((option) => normaliseSearchText(option.name) === wanted) ?? null;
}
