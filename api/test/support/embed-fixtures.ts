import type { Queryable } from '../../src/db/db.js';
import { saveIntegrator } from '../../src/embed/integrator-repository.js';

/** A second integrator beside the seeded `demo`: what one integrator must never see of another. */
export const OTHER_INTEGRATOR = {
  key: 'otra',
  name: 'Otra Tienda',
  origins: ['https://otra.example'],
  secret: 'otra-clave-secreta-de-integrador-0001',
} as const;

export async function saveOtherIntegrator(db: Queryable): Promise<void> {
  await saveIntegrator(db, { ...OTHER_INTEGRATOR, origins: [...OTHER_INTEGRATOR.origins] });
}
