import "server-only";
import { createHash } from "node:crypto";
import { canonical } from "@/lib/canonical-json";

/** sha256 of the canonical JSON of a validated request body (keys sorted, undefined left out). */
export function requestHash(body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical(body)))
    .digest("hex");
}
