import { Hono } from "hono";
import { z } from "zod";
import { isHttps } from "../http/security-headers";
import { errorResponse, notFound } from "./errors";
import { buildOpenApi } from "./openapi";
import { publishContentChanges } from "./publish-content-changes";
import { registerRoutes } from "./register";
import { type ApiDeps, type ApiRoute, route } from "./route";
import { allRoutes } from "./routes";
import { apiSecurityHeaders } from "./security-headers";

z.config(z.locales.tr());

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
    ...allRoutes(),
  ];
  let openApi: unknown;
  routes.push(
    route(
      { method: "get", path: "/openapi.json", summary: "This document", tag: "system", access: "public" },
      async ({ c }) => {
        openApi ??= buildOpenApi(routes);
        return c.json(openApi);
      },
    ),
  );
  registerRoutes(app, routes, deps);
  app.notFound((c) => errorResponse(c, notFound("İstenen adres bulunamadı.")));
  app.onError((error, c) => errorResponse(c, error));
  return { app, routes };
}
