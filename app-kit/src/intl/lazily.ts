/**
 * A value made the first time it is asked for. For Intl formatters: building one loads the
 * locale's data, a cost worth tens of milliseconds on a phone, which a module-level `new
 * Intl.NumberFormat(...)` would add to the page's start-up whether or not anything is formatted
 * then (a long task that delays the first tap).
 */
export function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = create();
      made = true;
    }
    return value as T;
  };
}
