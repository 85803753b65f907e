import "server-only";
import type { Context } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import type { PartnerAgency } from "../agencies/authenticate-key";
import type { AuthUser } from "../auth/current-user";
import type { Config } from "../config";
import type { Storage } from "../media/storage";
import type { AddressPolicy } from "../outbound/address-policy";
import { idParam } from "@/shared/input";

export { pageQuery } from "@/shared/input";
import type { ContentPublisher } from "../cache/content-changes";

/**
 * Who may call a route: anyone, any signed-in staff member (ADMIN or OWNER), ADMIN only, or an agency by its API
 * key (the partner API under /partner: never a staff session token).
 */
export type Access = "public" | "staff" | "admin" | "partner";
export type Method = "get" | "post" | "put" | "patch" | "delete";

export type ApiDeps = {
  db: Db;
  config: Config;
  jwtSecret: Uint8Array;
  storage: Storage;
  /** The clock of time-based rules (rate-limit windows); the system clock when absent. Tests move it. */
  now?: () => Date;
  /** Overrides outboundPolicy(config) for outbound fetches (tests: allow exactly one local server). */
  outboundPolicy?: AddressPolicy;
  /** Announces committed changes to public content to every instance (absent: nobody is told). */
  contentChanges?: ContentPublisher;
};

type Schema = z.ZodType | undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteDef<A extends Access, P extends Schema, Q extends Schema, B extends Schema> = {
  method: Method;
  /** Hono-style path under /v1, e.g. `/admin/users/:id`. */
  path: string;
  summary: string;
  tag: string;
  access: A;
  params?: P;
  query?: Q;
  /** JSON body schema; use `multipart: true` for uploads (the handler reads the form itself). */
  body?: B;
  /**
   * The body is a form (`application/x-www-form-urlencoded`) instead of JSON, parsed into `body`'s schema (every
   * field a string): for a caller we do not write ourselves, e.g. a payment provider's notification.
   */
  form?: boolean;
  multipart?: boolean;
  /**
   * Media types a write may carry besides JSON (415 otherwise), for a caller we do not write ourselves: the
   * RFC 8058 one-click unsubscribe posts `application/x-www-form-urlencoded`. Such a body is not read.
   */
  alsoAccepts?: readonly string[];
  /** Schema of `content` in a success answer (documentation). */
  response?: z.ZodType;
  /** Success status (default 200). */
  status?: 200 | 201 | 303;
  /** Media type(s) of a success answer that is not the `{ content }` envelope, e.g. `text/csv`. */
  produces?: string | readonly string[];
  /**
   * Error statuses particular to this operation (e.g. 422 for a rule of the domain, 429 for a rate limit).
   * The ones every operation of its kind can answer (400, 401, 403, 404, 409, 413, 415, 503) are derived
   * from the rest of the definition (see `errorStatuses` in openapi.ts).
   */
  errors?: readonly ErrorStatus[];
};

/** Error statuses the API answers, each described in the OpenAPI document. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

export type HandlerInput<A extends Access, P extends Schema, Q extends Schema, B extends Schema> = {
  c: Context;
  deps: ApiDeps;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  user: A extends "public" | "partner" ? AuthUser | undefined : AuthUser;
  /** The agency of a partner API call (its key), authenticated and within its rate limit. */
  agency: A extends "partner" ? PartnerAgency : undefined;
};

export type ApiRoute = {
  // biome-ignore lint/suspicious/noExplicitAny: a registry of routes of every shape
  def: RouteDef<Access, any, any, any>;
  // biome-ignore lint/suspicious/noExplicitAny: see above
  handler: (input: HandlerInput<Access, any, any, any>) => Promise<unknown>;
};

/** Declares one endpoint: its contract (validated and published in OpenAPI) and its handler. */
export function route<
  A extends Access,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(def: RouteDef<A, P, Q, B>, handler: (input: HandlerInput<A, P, Q, B>) => Promise<unknown>): ApiRoute {
  return { def, handler } as unknown as ApiRoute;
}

/** The OpenAPI form of a Hono path: `/boats/:id` → `/boats/{id}`, `/media/:key{.+}` → `/media/{key}`. */
export const openApiPath = (path: string) => `/v1${path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}")}`;

/** Common path parameter: a positive integer id. */
export const idParams = z.object({ id: idParam() });

/** `{ items, total }`: the shape of every list answer. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}
