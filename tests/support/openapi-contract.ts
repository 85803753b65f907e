import { errorStatuses } from "@/server/api/openapi";
import type { ApiRoute } from "@/server/api/route";

type Operation = { method: string; pattern: RegExp; statics: number; statuses: Set<number>; label: string };

function compile(route: ApiRoute): Operation {
  const { def } = route;
  const segments = `/v1${def.path}`.split("/").filter(Boolean);
  const source = segments
    .map((segment) => {
      const param = segment.match(/^:\w+(\{(.+)\})?$/);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return param[2] ? `(?:${param[2]})` : "[^/]+";
    })
    .join("/");
  return {
    method: def.method.toUpperCase(),
    pattern: new RegExp(`^/${source}/?$`),
    statics: segments.filter((s) => !s.startsWith(":")).length,
    statuses: new Set([def.status ?? 200, ...errorStatuses(def)]),
    label: `${def.method.toUpperCase()} /v1${def.path}`,
  };
}

/**
 * Checks every answer of the API tests against the OpenAPI document's statuses: an operation that answers a
 * status its description does not list fails the test that saw it, so the document cannot drift from the API.
 */
export function openApiContract(routes: ApiRoute[]) {
  const operations = routes.map(compile).sort((a, b) => b.statics - a.statics);
  return (method: string, url: string, status: number) => {
    const path = new URL(url, "http://test").pathname;
    const operation = operations.find((op) => op.method === method.toUpperCase() && op.pattern.test(path));
    if (!operation || operation.statuses.has(status)) return;
    throw new Error(
      `${operation.label} answered ${status}, which its OpenAPI description does not list ` +
        `(${[...operation.statuses].join(", ")}). Declare it in the route's \`errors\`.`,
    );
  };
}
