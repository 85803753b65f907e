import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "@/server/api/openapi";
import { allRoutes } from "@/server/api/routes/index";
import { apiTypesSource, type OpenApiDocument } from "../../scripts/lib/api-types";

const committed = path.resolve(import.meta.dirname, "../../src/shared/api/paths.gen.ts");

describe("the browser's API types (src/shared/api/paths.gen.ts)", () => {
  it("are the ones the route declarations produce now (else run `npm run api:types` and commit the file)", () => {
    const fresh = apiTypesSource(buildOpenApi(allRoutes()) as OpenApiDocument);
    expect(
      readFileSync(committed, "utf8") === fresh,
      "src/shared/api/paths.gen.ts is out of date: npm run api:types",
    ).toBe(true);
  });

  it("describe a route's params, query, body and answer", () => {
    const source = apiTypesSource({
      paths: {
        "/v1/things/{id}": {
          put: {
            parameters: [
              { name: "id", in: "path", required: true, schema: { type: "integer" } },
              { name: "dry", in: "query", required: false, schema: { type: "string", enum: ["1"] } },
            ],
            requestBody: {
              content: {
                "application/json": {
                  schema: { type: "object", properties: { name: { type: ["string", "null"] } }, required: ["name"] },
                },
              },
            },
            responses: {
              "200": {
                content: {
                  "application/json": {
                    schema: { type: "object", properties: { content: { type: "array", items: { const: "ok" } } } },
                  },
                },
              },
            },
          },
        },
      },
    });
    expect(source).toContain(
      [
        '  "/things/{id}": {',
        "    put: {",
        "      params: {",
        "        id: number;",
        "      };",
        "      query: {",
        '        dry?: "1";',
        "      };",
        "      body: {",
        "        name: string | null;",
        "      };",
        '      response: Array<"ok">;',
        "    };",
        "  };",
      ].join("\n"),
    );
  });
});
