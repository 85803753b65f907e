import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

export function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.resolve(process.cwd(), "package.json"), "utf8")) as { version: string })
      .version;
  } catch {
    return "unknown";
  }
}
