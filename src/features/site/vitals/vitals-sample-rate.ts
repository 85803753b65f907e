import "server-only";
import { getRuntime, hasRuntime } from "@/server/db/runtime";

/** The share of page loads that report their vitals (VITALS_SAMPLE_RATE); none outside a running server. */
export function vitalsSampleRate(): number {
  return hasRuntime() ? getRuntime().config.vitalsSampleRate : 0;
}
