/**
 * NODE_ENV, read once for the whole API (issue 33): `NODE_ENV=Production` once started with every
 * development aid on because the comparison was exact. Here the value is trimmed and compared
 * without case, and a value that names no known environment is refused at start-up
 * (startup-rules.ts) rather than silently treated as "not production": a typo such as
 * `produccion` must not turn the production safeguards off.
 */

/** Values that mean a production start. */
const PRODUCTION_VALUES = ['production', 'prod'];
/** Values that mean "not production"; staging runs the production build with its own switches. */
const OTHER_VALUES = ['development', 'dev', 'test', 'staging'];

/** NODE_ENV trimmed and in lower case; '' when unset. */
function nodeEnvValue(env: NodeJS.ProcessEnv): string {
  return env.NODE_ENV?.trim().toLowerCase() ?? '';
}

/** Whether NODE_ENV asks for a production start: `production` or `prod`, in any case. */
export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return PRODUCTION_VALUES.includes(nodeEnvValue(env));
}

/** Whether NODE_ENV is unset or one of the values above (the start refuses any other). */
export function isKnownNodeEnv(env: NodeJS.ProcessEnv): boolean {
  const value = nodeEnvValue(env);
  return value === '' || PRODUCTION_VALUES.includes(value) || OTHER_VALUES.includes(value);
}
