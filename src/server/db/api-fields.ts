import "server-only";

/** `sizeBytes` → `size_bytes`: a row's field name as the API writes it. */
type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : S;

/** A moment is answered as an ISO string; every other value as it is (a nullable moment stays nullable). */
type ApiValue<V> = V extends Date ? string : V;

export type ApiFields<R> = { [K in keyof R & string as SnakeCase<K>]: ApiValue<R[K]> };

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A selected row as the API answers it: every field, in the row's order, its name in snake_case and a Date as an
 * ISO string. Select only the columns the answer shows (or take the others out first): nothing is dropped here.
 */
export function apiFields<R extends object>(row: R): ApiFields<R> {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [snakeCase(name), value instanceof Date ? value.toISOString() : value]),
  ) as ApiFields<R>;
}
