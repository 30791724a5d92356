import { INTEGRATOR_MESSAGES, integratorKeyProblem, type NewIntegratorBody } from '@store/contracts';
import { required } from '../../shared/form-fields';
import { originLines } from './origins-field';

/** What the 'Nuevo integrador' form holds: the origins as typed, one per line. */
export interface NewIntegratorValues {
  key?: string;
  name?: string;
  origins?: string;
}

/** The public key's problem by the API's own rule (contracts), or undefined. */
export const validateIntegratorKey = (value: string | undefined): string | undefined =>
  integratorKeyProblem(value ?? '') ?? undefined;

export const validateIntegratorName = required(INTEGRATOR_MESSAGES.nameRequired);

/** The body of POST /admin/integrators from the form's values (the API trims and checks again). */
export const newIntegratorBody = (values: NewIntegratorValues): NewIntegratorBody => ({
  key: (values.key ?? '').trim(),
  name: (values.name ?? '').trim(),
  origins: originLines(values.origins),
});
