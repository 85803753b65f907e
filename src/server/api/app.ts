import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { isHttps } from "../http/security-headers";
import { checkReadiness } from "../db/readiness";
import { AppError, DATABASE_RETRY_AFTER_SECONDS, errorResponse, notFound } from "./errors";
import { buildOpenApi, type OpenApiInfo } from "./openapi";
import { partnerWebhooks } from "./partner-webhooks-openapi";
import { publishContentChanges } from "./publish-content-changes";
import { registerRoutes } from "./register";
import { type ApiDeps, type ApiRoute, route } from "./route";
import { allRoutes } from "./routes";
import { apiSecurityHeaders } from "./security-headers";

function notReady(reason: "database-unreachable" | "migrations-pending"): AppError {
  const message = reason === "database-unreachable" ? "api.not_ready_database" : "api.not_ready_migrations";
  return new AppError(
    503,
    reason === "database-unreachable" ? "DATABASE_UNAVAILABLE" : "MIGRATIONS_PENDING",
    message,
    undefined,
    {
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    },
  );
}

const PARTNER_OPENAPI_INFO: OpenApiInfo = {
  title: "Liman Partner API",
  description:
    "Sell Liman's boats from your own system: the catalogue, availability, quotes with your commission, options, and a change feed. Authenticate with your agency's API key (Authorization: Bearer lmn_live_…). Guide: docs/partner-api.md",
  language: "en",
  bearerFormat: "API key",
  webhooks: partnerWebhooks,
};

/** The Hono app that answers every `/v1` request. */
export function createApiApp(deps: ApiDeps, kind: "pglite" | "postgres") {
  const app = new Hono();
  app.use(apiSecurityHeaders({ https: isHttps(deps.config.publicUrl) }));
  app.use(publishContentChanges(deps.contentChanges));
  const routes: ApiRoute[] = [
    route(
      {
        method: "get",
        path: "/health",
        summary: "Liveness and which database is in use",
        tag: "system",
        access: "public",
        response: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
      },
      async () => ({ status: "ok" as const, database: kind }),
    ),
    route(
      {
        method: "get",
        path: "/health/ready",
        summary:
          "Readiness: 200 when the database answers and holds every migration of this build, 503 with Retry-After otherwise",
        tag: "system",
        access: "public",
        errors: [503],
        response: z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }),
      },
      async ({ deps }) => {
        const readiness = await checkReadiness(deps.db);
        if (!readiness.ready) throw notReady(readiness.reason);
        return { status: "ready" as const, database: kind };
      },
    ),
    ...allRoutes(),
  ];
  let openApi: unknown;
  let partnerOpenApi: unknown;
  const isPartner = (r: ApiRoute) => r.def.path.startsWith("/partner/");
  routes.push(
    route(
      {
        method: "get",
        path: "/openapi.json",
        summary: "This document (the document itself, not in a `{ content }` envelope)",
        tag: "system",
        access: "public",
        produces: "application/json",
      },
      async ({ c }) => {
        openApi ??= buildOpenApi(routes.filter((r) => !isPartner(r)));
        return c.json(openApi);
      },
    ),
    route(
      {
        method: "get",
        path: "/partner/openapi.json",
        summary: "The partner API's own document (agencies): only the /v1/partner calls",
        tag: "partner",
        access: "public",
        produces: "application/json",
      },
      async ({ c }) => {
        partnerOpenApi ??= buildOpenApi(routes.filter(isPartner), PARTNER_OPENAPI_INFO);
        return c.json(partnerOpenApi);
      },
    ),
  );
  registerRoutes(app, routes, deps);
  app.notFound((c) => errorResponse(c, notFound("common.route_not_found")));
  app.onError((error, c) => errorResponse(c, error));
  return { app, routes };
}
