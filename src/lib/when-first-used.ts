/**
 * A value made on its first use, then kept. For the Intl formatters: the first of a locale loads its
 * data, several milliseconds on a phone, and made when the module loads that lands in the task that
 * evaluates the whole first bundle (Lighthouse's Total Blocking Time, issue 16), even on a page that
 * never formats that kind of value.
 */
export function whenFirstUsed<T>(make: () => T): () => T {
  let value: T | undefined
  return () => {
    value ??= make()
    return value
  }
}
