import { z } from "zod";
import { errorSchema } from "./errors";
import { type ApiRoute, openApiPath } from "./route";

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

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** The OpenAPI 3.1 document of every registered route, generated from the same zod schemas that validate them. */
export function buildOpenApi(routes: ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { def } of routes) {
    const path = openApiPath(def.path);
    const success = def.produces
      ? { description: "OK", content: { [def.produces]: { schema: { type: "string" } } } }
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
    const responses: Record<string, unknown> = {
      [String(def.status ?? 200)]: success,
      "400": errorResponse("Geçersiz istek"),
    };
    if (def.access !== "public") {
      responses["401"] = errorResponse("Oturum yok veya geçersiz");
      responses["403"] = errorResponse("Yetki yok");
    }
    if (def.params) responses["404"] = errorResponse("Kayıt bulunamadı");
    if (def.body || def.multipart) responses["413"] = errorResponse("İstek gövdesi veya yüklenen dosya çok büyük");
    paths[path] ??= {};
    paths[path][def.method] = {
      summary: def.summary,
      tags: [def.tag],
      ...(def.access !== "public" ? { security: [{ bearer: [] }], "x-access": def.access } : {}),
      parameters: [...parameters(def.params, "path"), ...parameters(def.query, "query")],
      ...(def.body
        ? {
            requestBody: { required: true, content: { "application/json": { schema: jsonSchema(def.body, "input") } } },
          }
        : def.multipart
          ? { requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object" } } } } }
          : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Liman API", version: "1.0.0", description: "Tekne kiralama ve satış pazaryeri API'si" },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { Error: jsonSchema(errorSchema, "output") },
    },
    paths,
  };
}
