import "server-only";
import { z } from "zod";
import { errorSchema } from "./errors";
import { type ApiRoute, type ErrorStatus, openApiPath, type RouteDef } from "./route";

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const js = jsonSchema(schema, "input") as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === "path" || (js.required ?? []).includes(name),
    schema: s,
  }));
}

const errorDescriptions: Record<ErrorStatus, string> = {
  400: "Geçersiz istek: doğrulama hatası, alan hataları `fields` içinde",
  401: "Oturum yok veya geçersiz",
  403: "Bu işlem için yetki yok",
  404: "Kayıt bulunamadı",
  409: "Çakışma: kayıt zaten var, başka kayıtlarla ilişkili veya tarihler dolu",
  413: "İstek gövdesi veya yüklenen dosya çok büyük",
  415: "Desteklenmeyen içerik türü (JSON için application/json, dosyalar için multipart/form-data) veya UTF-8 dışında bir karakter kümesi (charset)",
  422: "İstek kurallara uymuyor (ör. fiyatı olmayan tarihler, geçersiz durum geçişi)",
  429: "Çok fazla istek: Retry-After başlığındaki süre kadar bekleyin",
  502: "Dış hizmet (ör. ödeme sağlayıcısı) yanıt vermedi veya anlaşılmayan bir yanıt verdi",
  503: "Veritabanına şu an ulaşılamıyor: Retry-After başlığındaki süre kadar bekleyin",
};

// biome-ignore lint/suspicious/noExplicitAny: any route shape
type AnyDef = RouteDef<any, any, any, any>;

/** Every error status an operation can answer: those its kind implies, plus its own (`def.errors`). */
export function errorStatuses(def: AnyDef): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(def.errors ?? []);
  const takesBody = Boolean(def.body || def.multipart);
  // Every operation refuses a path or query it cannot read (undecodable, unstorable text), even one it ignores.
  statuses.add(400);
  if (def.access === "partner") statuses.add(401).add(429);
  else if (def.access !== "public") statuses.add(401).add(403);
  // A path id, or an id inside the body (boat_id, reservation_id…), can name a record that does not exist.
  if (def.params || takesBody) statuses.add(404);
  if (takesBody) statuses.add(413).add(415);
  // A write that reads no body still refuses one of a type it does not take (content-type.ts).
  if (["post", "put", "patch"].includes(def.method)) statuses.add(415);
  // A write can meet a unique, foreign-key or exclusion constraint (mapped to 409 in errors.ts).
  if (def.method !== "get" && def.access !== "public") statuses.add(409);
  if (!SYSTEM_PATHS.has(def.path)) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** Operations that never touch the database. */
const SYSTEM_PATHS = new Set(["/health", "/openapi.json", "/partner/openapi.json"]);

/** The partner API's document is read by agencies' developers: English. */
const englishErrorDescriptions: Record<ErrorStatus, string> = {
  400: "Bad request: a field is invalid or unknown (named in `fields`)",
  401: "No API key, or the key is not valid, revoked, or its agency is not active",
  403: "Not allowed",
  404: "Not found (or not yours: another agency's reservation is not found either)",
  409: "Conflict: the dates are taken, or the reservation is no longer an option",
  413: "The request body is too large",
  415: "Unsupported content type: send application/json",
  422: "The request breaks a rule (e.g. dates without a price, expires_at beyond the option window, an Idempotency-Key reused with another body)",
  429: "Too many requests for your agency this minute: wait Retry-After seconds",
  502: "An outside service did not answer",
  503: "The database cannot be reached right now: wait Retry-After seconds",
};

type Language = "tr" | "en";

function errorResponse(status: ErrorStatus, language: Language) {
  const wait = language === "en" ? "Seconds to wait" : "Saniye cinsinden bekleme süresi";
  const headers =
    status === 429 || status === 503
      ? { "Retry-After": { description: wait, schema: { type: "integer" } } }
      : undefined;
  return {
    description: (language === "en" ? englishErrorDescriptions : errorDescriptions)[status],
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
}

/** A JSON document is an object; text (CSV, iCal) and files (images, PDF) are strings of characters or bytes. */
function producedSchema(type: string) {
  if (type.endsWith("json")) return { type: "object" };
  return type.startsWith("text/") ? { type: "string" } : { type: "string", format: "binary" };
}

/** A stable, unique operationId: the method and the path's words, e.g. `putAdminBoatsById`. */
function operationId(def: AnyDef): string {
  const words = def.path
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.replace(/\{.*\}$/, ""))
    .map((segment) => (segment.startsWith(":") ? `by_${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^a-zA-Z0-9]+/))
    .filter(Boolean);
  return [def.method, ...words].map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join("");
}

/** What differs between the main document and the partner API's own. */
export type OpenApiInfo = {
  title: string;
  description: string;
  language: Language;
  bearerFormat: string;
  /** OpenAPI 3.1 `webhooks` the document describes, with the component schemas they refer to. */
  webhooks?: { webhooks: Record<string, unknown>; schemas: Record<string, unknown> };
};

const MAIN_INFO: OpenApiInfo = {
  title: "Liman API",
  description: "Tekne kiralama ve satış pazaryeri API'si",
  language: "tr",
  bearerFormat: "JWT",
};

/** The OpenAPI 3.1 document of every registered route, generated from the same zod schemas that validate them. */
export function buildOpenApi(routes: ApiRoute[], info: OpenApiInfo = MAIN_INFO) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { def } of routes) {
    const path = openApiPath(def.path);
    const success =
      def.status === 303
        ? {
            description: "See Other: the browser is sent to the result page",
            headers: { Location: { description: "The result page", schema: { type: "string" } } },
          }
        : def.produces
          ? {
              description: "OK",
              content: Object.fromEntries(
                [def.produces].flat().map((type: string) => [type, { schema: producedSchema(type) }]),
              ),
            }
          : {
              description: "OK",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: { content: def.response ? jsonSchema(def.response, "output") : {} },
                    required: ["content"],
                  },
                },
              },
            };
    const responses: Record<string, unknown> = { [String(def.status ?? 200)]: success };
    for (const status of errorStatuses(def)) responses[String(status)] = errorResponse(status, info.language);
    paths[path] ??= {};
    paths[path][def.method] = {
      operationId: operationId(def),
      summary: def.summary,
      tags: [def.tag],
      ...(def.access !== "public" ? { security: [{ bearer: [] }], "x-access": def.access } : { security: [] }),
      parameters: [...parameters(def.params, "path"), ...parameters(def.query, "query")],
      ...(def.body
        ? {
            requestBody: {
              required: true,
              content: {
                [def.form ? "application/x-www-form-urlencoded" : "application/json"]: {
                  schema: jsonSchema(def.body, "input"),
                },
              },
            },
          }
        : def.multipart
          ? { requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object" } } } } }
          : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: info.title,
      version: "1.0.0",
      description: info.description,
      license: { name: "Proprietary", identifier: "LicenseRef-Liman" },
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: info.bearerFormat } },
      schemas: { Error: jsonSchema(errorSchema, "output"), ...info.webhooks?.schemas },
    },
    paths,
    ...(info.webhooks ? { webhooks: info.webhooks.webhooks } : {}),
  };
}
