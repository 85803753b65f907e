import "server-only";
import { getRuntime, hasRuntime } from "../db/runtime";

/** How long the guest's link to a protocol works (a deposit dispute is settled well within it). */
export const PROTOCOL_LINK_DAYS = 365;

/**
 * The guest's link to an inspection's protocol PDF (sent only in the guest's mail): the API's public download with
 * the inspection's random token (the database keeps its sha256). PUBLIC_URL is the base.
 */
export function protocolUrl(token: string): string {
  const base = hasRuntime() ? getRuntime().config.publicUrl : (process.env.PUBLIC_URL ?? "http://localhost:3000");
  return `${base.replace(/\/+$/, "")}/v1/inspections/${encodeURIComponent(token)}.pdf`;
}
