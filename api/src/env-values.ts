/** Reading typed values from the environment, with Spanish errors naming the variable. */

/** A whole number ≥ 1; empty or unset means `fallback`. */
export function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} debe ser un entero mayor que 0 (recibido "${value}")`);
  return parsed;
}

/** A 1/0 switch of the environment (also true/false, yes/no, sí/no); empty means `fallback`. */
export function envFlag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes', 'si', 'sí'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  throw new Error(`${name} debe ser 0 o 1 (recibido "${env[name] ?? ''}")`);
}
