import "server-only";
import type { Context, Hono } from "hono";
import type { z } from "zod";
import { type AuthUser, bearerToken, userFromToken } from "../auth/current-user";
import { limitBody } from "./body-limit";
import { assertContentType } from "./content-type";
import { auditActor } from "../db/audit-actor";
import { badRequest, forbidden, unauthorized, validationError } from "./errors";
import { authenticatePartner } from "./partner-auth";
import type { ApiDeps, ApiRoute } from "./route";
import { assertStorableText } from "../http/storable-text";
import { isDecodablePath } from "../http/url-guard";
import { isDecodableQuery, readUtf8Body } from "./utf8-text";

async function readJson(c: Context): Promise<unknown> {
  const text = await readUtf8Body(c);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("common.invalid_json");
  }
}

/** A form-encoded body (`a=1&b=2`) as an object of strings; a repeated field keeps its first value. */
async function readUrlEncoded(c: Context): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(await readUtf8Body(c))) fields[name] ??= value;
  return fields;
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown): T | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Query strings may repeat a key (`types=1&types=2`): single values stay strings, repeats become arrays. */
function queryObject(c: Context): Record<string, string | string[]> {
  const all = c.req.queries();
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, v.length === 1 ? (v[0] as string) : v]));
}

async function authenticate(c: Context, deps: ApiDeps): Promise<AuthUser> {
  const cached = c.get("user" as never) as AuthUser | undefined;
  if (cached) return cached;
  const token = bearerToken(c.req.header("authorization"));
  const user = token ? await userFromToken(deps.db, token, deps.jwtSecret) : null;
  if (!user) throw unauthorized();
  c.set("user" as never, user as never);
  return user;
}

/** Mounts each route on the Hono app: auth and role check, input validation, then the `{ content }` envelope. */
export function registerRoutes(app: Hono, routes: ApiRoute[], deps: ApiDeps): void {
  // A path that is not valid percent-encoded UTF-8 (`/v1/boats/%E0%A4%A`) names nothing.
  // Nor is a query that is not (an encoded lone surrogate: the bytes ED A0 80 percent-encoded): read leniently, it would pass as U+FFFD.
  app.use("/v1/*", async (c, nextHandler) => {
    const url = new URL(c.req.url);
    if (!isDecodablePath(url.pathname)) throw badRequest("api.bad_path");
    if (!isDecodableQuery(url.search)) throw badRequest("api.bad_query");
    await nextHandler();
  });
  // Everything under /v1/admin needs a valid token of an active user, even a path that does not exist.
  app.use("/v1/admin/*", async (c, nextHandler) => {
    await authenticate(c, deps);
    await nextHandler();
  });
  for (const { def, handler } of routes) {
    app.on(def.method.toUpperCase(), `/v1${def.path}`, limitBody(def, deps.config), async (c) => {
      let user: AuthUser | undefined;
      if (def.access !== "public" && def.access !== "partner") {
        user = await authenticate(c, deps);
        if (def.access === "admin" && user.role !== "ADMIN") throw forbidden();
      }
      // Every decoded input, declared or not, is checked before any schema or handler sees it.
      const rawParams = c.req.param();
      const rawQuery = queryObject(c);
      assertStorableText(rawParams, "params");
      assertStorableText(rawQuery, "query");
      assertContentType(c, {
        multipart: def.multipart === true,
        form: def.form === true,
        alsoAccepts: def.alsoAccepts,
      });
      // An agency's key (partner API) after the text checks: unstorable input is 400 for anyone, key or not.
      const agency = def.access === "partner" ? await authenticatePartner(c, deps) : undefined;
      const params = parse(def.params, rawParams);
      const query = parse(def.query, rawQuery);
      let body: unknown;
      if (def.body) {
        const json = def.form ? await readUrlEncoded(c) : await readJson(c);
        assertStorableText(json, "body");
        body = parse(def.body, json);
      }
      // The audit log's triggers record who made each change (db/audit-actor.ts).
      const result = await auditActor.run(user?.id ?? null, () =>
        handler({ c, deps, params, query, body, user, agency }),
      );
      if (result instanceof Response) return result;
      return c.json({ content: result ?? null }, def.status ?? 200);
    });
  }
}
