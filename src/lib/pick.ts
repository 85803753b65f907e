/** The named fields of `object`, in the order named: `pick({ a: 1, b: 2, c: 3 }, ["c", "a"])` is `{ c: 3, a: 1 }`. */
export function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
}
