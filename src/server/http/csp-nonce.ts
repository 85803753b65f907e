import "server-only";
import { headers } from "next/headers";
import { nonceInPolicy } from "./security-headers";

/** This request's CSP nonce, for an inline script of our own (server components only). */
export async function cspNonce(): Promise<string | undefined> {
  return nonceInPolicy((await headers()).get("content-security-policy"));
}
