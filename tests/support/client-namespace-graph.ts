import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * A static walk of the import graph under src/: which catalogue namespaces the client components reachable from a
 * file read with useTranslations. Type-only imports are skipped; everything else (server files too) is followed,
 * since a server component renders the client components it imports.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SRC = path.join(ROOT, "src");

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function imports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (match[2]) continue;
    const target = resolveImport(file, (match[3] ?? match[4])!);
    if (target) found.push(target);
  }
  return found;
}

/** The namespaces a client file reads itself (useTranslations("X") in a "use client" module). */
function ownNamespaces(source: string): string[] {
  if (!/^\s*["']use client["']/.test(source)) return [];
  return [...source.matchAll(/useTranslations\(\s*["']([A-Za-z]+)["']/g)].map((m) => m[1]!);
}

/** The namespaces read by every client component reachable from `entry` (an absolute path or one under src/). */
export function clientNamespacesReachableFrom(entry: string): Set<string> {
  const start = path.isAbsolute(entry) ? entry : path.join(SRC, entry);
  const seen = new Set<string>();
  const namespaces = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const name of ownNamespaces(source)) namespaces.add(name);
    queue.push(...imports(file, source));
  }
  return namespaces;
}

/** Every file of the public site's route tree, relative to src/app/(site)/[locale]. */
export function siteRouteFiles(): string[] {
  const dir = path.join(SRC, "app/(site)/[locale]");
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(d, e.name)) : [path.relative(dir, path.join(d, e.name))],
    );
  return walk(dir).sort();
}
