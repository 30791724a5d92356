/** Identity masked 4-4-5 as it is typed: 0801199012345 → 0801-1990-12345. */
export function formatIdentity(value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 13);
  return [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8)].filter(Boolean).join('-');
}
