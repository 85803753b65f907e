/** `npm run api:types`: rewrites src/shared/api/paths.gen.ts from the route declarations (no server, no database). */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildOpenApi } from "@/server/api/openapi";
import { allRoutes } from "@/server/api/routes/index";
import { apiTypesSource, type OpenApiDocument } from "./lib/api-types";

export const API_TYPES_FILE = path.resolve(import.meta.dirname, "../src/shared/api/paths.gen.ts");

writeFileSync(API_TYPES_FILE, apiTypesSource(buildOpenApi(allRoutes()) as OpenApiDocument));
console.log(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}`);
