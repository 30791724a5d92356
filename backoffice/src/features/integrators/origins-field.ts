import { INTEGRATOR_MESSAGES, integratorOriginProblem } from '@store/contracts';

/** The origins typed one per line (blank lines ignored), as the API receives them. */
export const originLines = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The first problem of the typed origins (the API's own rule, contracts), or undefined. */
export function validateOrigins(text: string | undefined): string | undefined {
  const origins = originLines(text);
  if (origins.length === 0) return INTEGRATOR_MESSAGES.originsRequired;
  for (const origin of origins) {
    const problem = integratorOriginProblem(origin);
    if (problem) return problem;
  }
  return undefined;
}
