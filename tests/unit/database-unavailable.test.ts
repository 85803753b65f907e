import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/server/db/connection-error";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
/** drizzle wraps driver errors: `Failed query: <sql>` with the driver's error as `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1\nparams: "), { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED")],
    ["a reset connection, wrapped by drizzle", wrapped(withCode("ECONNRESET"))],
    ["every address refused (AggregateError)", Object.assign(new AggregateError([withCode("ECONNREFUSED")]), {})],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a connection ended mid-query", wrapped(new Error("Connection terminated unexpectedly"))],
    ["the client-side query timeout", new Error("Query read timeout")],
    ["SQLSTATE 08006 (connection failure)", wrapped(withCode("08006"))],
    ["SQLSTATE 57P01 (admin shutdown)", wrapped(withCode("57P01"))],
    ["SQLSTATE 57P03 (cannot connect now)", withCode("57P03")],
    ["SQLSTATE 53300 (too many connections)", withCode("53300")],
    ["SQLSTATE 57014 (statement timeout)", wrapped(withCode("57014"))],
  ])("%s → yes", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["an exclusion violation", wrapped(withCode("23P01"))],
    ["a unique violation", withCode("23505")],
    ["a syntax error (a bug)", wrapped(withCode("42601"))],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["not an error", "ECONNREFUSED"],
  ])("%s → no", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
