import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ApiRoute } from "@/server/api/route";
import { allRoutes } from "@/server/api/routes";

const dir = path.resolve(import.meta.dirname, "../../src/server/api/routes");
const INDEX = "index.ts";
const routeFiles = readdirSync(dir)
  .filter((name) => name.endsWith(".ts") && name !== INDEX)
  .sort();
const sourceOf = (name: string) => readFileSync(path.join(dir, name), "utf8");
const siblingImport = /from "\.\/([^"]+)"/g;
const key = (route: ApiRoute) => `${route.def.method.toUpperCase()} ${route.def.path}`;

/** The routes a file declares: what its exported `…Routes()` functions answer. */
async function routesOf(name: string): Promise<ApiRoute[]> {
  const module: Record<string, unknown> = await import(path.join(dir, name));
  return Object.entries(module)
    .filter(([exported, value]) => exported.endsWith("Routes") && typeof value === "function")
    .flatMap(([, routes]) => (routes as () => ApiRoute[])());
}

describe("routes/index.ts lists every route file of the API", () => {
  it("imports each file of src/server/api/routes, by name", () => {
    const listed = [...sourceOf(INDEX).matchAll(siblingImport)].map((match) => `${match[1]}.ts`).sort();
    expect(routeFiles.length).toBeGreaterThan(40);
    expect(listed).toEqual(routeFiles);
  });

  it("is the only file that pulls in route files: no route file imports another", () => {
    const offences = routeFiles.flatMap((name) =>
      [...sourceOf(name).matchAll(siblingImport)].map((match) => `${name} imports ./${match[1]}`),
    );
    expect(offences).toEqual([]);
  });

  it.each(routeFiles)("registers every route that %s declares", async (name) => {
    const declared = (await routesOf(name)).map(key);
    expect(declared.length, `${name} exports no …Routes() function with routes`).toBeGreaterThan(0);
    const registered = new Set(allRoutes().map(key));
    expect(declared.filter((route) => !registered.has(route))).toEqual([]);
  });

  it("registers each method and path once", () => {
    const keys = allRoutes().map(key);
    expect(keys.filter((route, index) => keys.indexOf(route) !== index)).toEqual([]);
  });
});
