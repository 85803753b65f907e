import { z } from "zod";
import { errorSchema } from "@/server/api/errors";
import { errorStatuses } from "@/server/api/openapi";
import type { ApiRoute } from "@/server/api/route";
import { strictSchema } from "./strict-schema";

type Operation = {
  method: string;
  pattern: RegExp;
  statics: number;
  statuses: Set<number>;
  label: string;
  def: ApiRoute["def"];
  /** The success answer's JSON schema, `{ content }`, strict; undefined for a redirect or a non-JSON answer. */
  success?: z.ZodType;
};

const errorAnswer = strictSchema(errorSchema);

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
    def,
    success:
      def.status === 303 || def.produces
        ? undefined
        : z.strictObject({ content: def.response ? strictSchema(def.response) : z.null() }),
  };
}

/** `content.items[0].name` */
function issuePath(path: PropertyKey[]): string {
  return (
    path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i ? "." : ""}${String(key)}`)).join("") || "(body)"
  );
}

function mismatches(error: z.ZodError): string {
  return error.issues
    .flatMap((issue) =>
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => `  at ${issuePath([...issue.path, key])}: a field the schema does not declare`)
        : [`  at ${issuePath(issue.path)}: ${issue.message}`],
    )
    .join("\n");
}

const mediaType = (res: Response) => (res.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/** `image/*` covers `image/webp`; a declared type covers itself. */
function covers(declared: string, actual: string): boolean {
  const wanted = declared.toLowerCase();
  return wanted.endsWith("/*") ? actual.startsWith(wanted.slice(0, -1)) : actual === wanted;
}

async function jsonBody(res: Response, label: string): Promise<unknown> {
  const text = await res.clone().text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${label}: the body is not JSON: ${text.slice(0, 200)}`);
  }
}

/**
 * Checks every answer of the API tests against the operation's OpenAPI description: its status must be one the
 * operation lists, a JSON answer's body must match the declared schema of that status (`{ content }` of the route's
 * `response`, or the Error shape) with every object strict, so a field the schema does not name fails too; a
 * redirect must carry its Location, a file its declared media type. A drift fails the test that saw it.
 */
export function openApiContract(routes: ApiRoute[]) {
  const operations = routes.map(compile).sort((a, b) => b.statics - a.statics);
  return async (method: string, url: string, res: Response) => {
    const path = new URL(url, "http://test").pathname;
    const operation = operations.find((op) => op.method === method.toUpperCase() && op.pattern.test(path));
    const label = `${operation?.label ?? `${method.toUpperCase()} ${path} (no operation)`} answered ${res.status}`;
    if (operation && !operation.statuses.has(res.status)) {
      throw new Error(
        `${label}, which its OpenAPI description does not list ` +
          `(${[...operation.statuses].join(", ")}). Declare it in the route's \`errors\`.`,
      );
    }
    if (res.status >= 400) return checkJson(res, label, errorAnswer, "the Error schema");
    if (!operation) return;
    const { def, success } = operation;
    if (def.status === 303) {
      if (!res.headers.get("location")) throw new Error(`${label} without the Location its description declares.`);
      return;
    }
    if (def.produces) {
      const declared = Array.isArray(def.produces) ? def.produces : [def.produces];
      if (!declared.some((type: string) => covers(type, mediaType(res)))) {
        throw new Error(`${label} as ${mediaType(res) || "(no media type)"}, declared: ${declared.join(", ")}.`);
      }
      return;
    }
    return checkJson(res, label, success!, "its declared response schema");
  };
}

async function checkJson(res: Response, label: string, schema: z.ZodType, what: string) {
  if (mediaType(res) !== "application/json") {
    throw new Error(`${label} as ${mediaType(res) || "(no media type)"}, declared: application/json.`);
  }
  const result = schema.safeParse(await jsonBody(res, label));
  if (!result.success)
    throw new Error(`${label} with a body that does not match ${what}:\n${mismatches(result.error)}`);
}
