/**
 * Hand-written checks of values that come from outside the loader's types (the host's options,
 * the frame's messages, the API's answer). TypeBox would do this, but it would not fit in the
 * loader's size budget (see protocol-mirror.ts).
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isInteger = (value: unknown, min: number, max = Infinity): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export const isOneOf = <T>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** The first own key of `value` that is not in `allowed` (the contracts forbid extra properties). */
export const unknownKey = (value: Record<string, unknown>, allowed: readonly string[]): string | undefined =>
  Object.keys(value).find((key) => !allowed.includes(key));
