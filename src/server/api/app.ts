import "server-only";
import { Hono } from "hono";
import { z } from "zod";
import { isHttps } from "../http/security-headers";
import { checkReadiness } from "../db/readiness";
import { AppError, DATABASE_RETRY_AFTER_SECONDS, errorResponse, notFound } from "./errors";
import { buildOpenApi } from "./openapi";
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
        openApi ??= buildOpenApi(routes);
        return c.json(openApi);
      },
    ),
  );
  registerRoutes(app, routes, deps);
  app.notFound((c) => errorResponse(c, notFound("common.route_not_found")));
  app.onError((error, c) => errorResponse(c, error));
  return { app, routes };
}
