/**
 * Writes the TypeScript types of every /v1 operation (src/shared/api/paths.gen.ts) from the OpenAPI document that
 * the route declarations produce (`buildOpenApi`). Only the JSON Schema that zod's `toJSONSchema` emits is read:
 * type (or a list of types), const, enum, anyOf/oneOf/allOf, properties/required, additionalProperties,
 * propertyNames, items. Why our own ~100 lines and not openapi-typescript: docs/decisions/0041-typed-api-client.md.
 */
type Schema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
};

type Parameter = { name: string; in: string; required: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const pad = (depth: number) => "  ".repeat(depth);
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
const union = (types: string[]) => [...new Set(types)].join(" | ") || "never";

function objectType(schema: Schema, depth: number): string {
  const required = new Set(schema.required ?? []);
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      `${pad(depth + 1)}${key(name)}${required.has(name) ? "" : "?"}: ${typeOf(property, depth + 1)};`,
  );
  const extra = schema.additionalProperties;
  if (extra !== false && (extra !== undefined || lines.length === 0)) {
    const value = typeOf(extra === true || extra === undefined ? {} : extra, depth + 1);
    const names = schema.propertyNames?.enum ? typeOf(schema.propertyNames, depth + 1) : "string";
    if (lines.length === 0)
      return names === "string" ? `Record<string, ${value}>` : `Partial<Record<${names}, ${value}>>`;
    lines.push(`${pad(depth + 1)}[key: string]: ${value};`);
  }
  return lines.length ? `{\n${lines.join("\n")}\n${pad(depth)}}` : "Record<string, never>";
}

function typeOf(schema: Schema, depth = 0): string {
  if ("const" in schema) return JSON.stringify(schema.const);
  if (schema.enum) return union(schema.enum.map((value) => JSON.stringify(value)));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return union(choices.map((choice) => typeOf(choice, depth)));
  if (schema.allOf) return schema.allOf.map((part) => `(${typeOf(part, depth)})`).join(" & ");
  if (Array.isArray(schema.type)) return union(schema.type.map((type) => typeOf({ ...schema, type }, depth)));
  switch (schema.type) {
    case "string":
      return "string";
    case "number":
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array": {
      const item = schema.items ? typeOf(schema.items, depth) : "unknown";
      return /^[\w.]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case "object":
      return objectType(schema, depth);
    default:
      return "unknown";
  }
}

function parametersType(parameters: Parameter[], where: "path" | "query", depth: number): string | null {
  const own = parameters.filter((p) => p.in === where);
  if (own.length === 0) return null;
  return objectType(
    {
      type: "object",
      properties: Object.fromEntries(own.map((p) => [p.name, p.schema])),
      required: own.filter((p) => p.required).map((p) => p.name),
      additionalProperties: false,
    },
    depth,
  );
}

/** What a success answers: `content` of the JSON envelope, a Blob for a file (CSV, PDF, image), nothing for 303. */
function responseType(operation: Operation, depth: number): string {
  const status = Object.keys(operation.responses).find((code) => code.startsWith("2") || code.startsWith("3"));
  const content = status ? operation.responses[status]?.content : undefined;
  if (!content) return "undefined";
  const json = content["application/json"]?.schema;
  if (!json || Object.keys(content).length > 1) return "Blob";
  const envelope = json.properties?.content;
  return envelope ? typeOf(envelope, depth) : "unknown";
}

function operationType(operation: Operation, depth: number): string {
  const parts: string[] = [];
  const params = parametersType(operation.parameters ?? [], "path", depth + 1);
  if (params) parts.push(`params: ${params};`);
  const query = parametersType(operation.parameters ?? [], "query", depth + 1);
  if (query) parts.push(`query: ${query};`);
  const body = operation.requestBody?.content;
  if (body?.["application/json"]) parts.push(`body: ${typeOf(body["application/json"].schema, depth + 1)};`);
  else if (body?.["multipart/form-data"]) parts.push("body: FormData;");
  parts.push(`response: ${responseType(operation, depth + 1)};`);
  return `{\n${parts.map((part) => `${pad(depth + 1)}${part}`).join("\n")}\n${pad(depth)}}`;
}

/** The source of src/shared/api/paths.gen.ts for this document. */
export function apiTypesSource(document: OpenApiDocument): string {
  const paths = Object.keys(document.paths)
    .sort()
    .map((path) => {
      const methods = Object.entries(document.paths[path]!)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([method, operation]) => `${pad(2)}${method}: ${operationType(operation, 2)};`);
      return `${pad(1)}${JSON.stringify(path.replace(/^\/v1/, ""))}: {\n${methods.join("\n")}\n${pad(1)}};`;
    });
  return [
    "// Generated by `npm run api:types` from the route declarations (src/server/api/routes): do not edit.",
    "// tests/unit/api-types-fresh.test.ts fails when this file is out of date.",
    "",
    "/** Every /v1 operation by path (without /v1) and method: path and query parameters, body, and what it answers. */",
    "export type ApiPaths = {",
    ...paths,
    "};",
    "",
  ].join("\n");
}
