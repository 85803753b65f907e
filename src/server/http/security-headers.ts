import "server-only";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export type SecurityOptions = {
  /** PUBLIC_URL is https: adds HSTS and upgrade-insecure-requests. */
  https: boolean;
  /**
   * Origins a page may show in a frame besides its own: the card-payment provider's page (PayTR's iframe, from
   * PAYTR_API_URL) when one is configured; none otherwise.
   */
  frameOrigins?: readonly string[];
};

/** A fresh CSP nonce: 128 random bits, base64url (no character that HTML or JSON would escape). */
export function createNonce(): string {
  return randomBytes(16).toString("base64url");
}

const NONCE_SOURCE = /'nonce-([A-Za-z0-9_-]+)'/;

/** The nonce in a policy (the first `'nonce-…'` source). */
export function nonceInPolicy(csp: string | null | undefined): string | undefined {
  return typeof csp === "string" ? NONCE_SOURCE.exec(csp)?.[1] : undefined;
}

/** The nonce of this request's page policy (set by `withSecurityHeaders`; Next reads the same header). */
export function nonceOf(req: IncomingMessage): string | undefined {
  return nonceInPolicy(req.headers["content-security-policy"]?.toString());
}

/**
 * The policy of HTML pages. Scripts: only those carrying this response's nonce (Next puts it on its own
 * bootstrap and inline RSC scripts) and, through 'strict-dynamic', the chunks those load; 'self' is a
 * fallback for browsers without CSP3 and is ignored by the others. No 'unsafe-inline', no 'unsafe-eval'.
 * Styles keep 'unsafe-inline': next/image and React write style attributes, and the mail previews in the
 * dashboard (sandboxed srcdoc iframes, which inherit this policy) carry the mails' own inline CSS.
 * Images: ours, data: (QR codes), blob: (upload previews) and https: (pictures an editor links in rich text).
 * Frames: ours, and the card-payment provider's page when one is configured (`frameOrigins`).
 * Workers: ours only (the quay screens' service worker, decision 0073; without it 'strict-dynamic' refuses it).
 */
export function pageCsp(nonce: string, options: SecurityOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    ...(options.frameOrigins?.length ? [`frame-src 'self' ${options.frameOrigins.join(" ")}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The policy of everything that is not a page (JSON, files, build assets): nothing may load or frame it. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** Two years; no includeSubDomains (other hosts of the operator's domain are not ours to decide for). */
export const HSTS = "max-age=63072000";

/** The headers every response carries, with the given Content-Security-Policy. */
export function securityHeaders(csp: string, options: SecurityOptions): Record<string, string> {
  return {
    "content-security-policy": csp,
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    "cross-origin-opener-policy": "same-origin",
    ...(options.https ? { "strict-transport-security": HSTS } : {}),
  };
}

/** True when PUBLIC_URL is served over https. */
export function isHttps(publicUrl: string): boolean {
  return publicUrl.toLowerCase().startsWith("https:");
}

/**
 * Wraps the web (Next.js) handler: every answer gets the security headers; a page gets its own fresh nonce,
 * also written into the request's `content-security-policy` header, which is where Next reads the nonce it
 * puts on its scripts (a value the client sent there is replaced). Build assets get the resource policy.
 */
export function withSecurityHeaders(handler: Handler, options: SecurityOptions): Handler {
  return (req, res) => {
    if (req.url?.startsWith("/_next/static/")) {
      setAll(res, securityHeaders(RESOURCE_CSP, options));
    } else {
      const csp = pageCsp(createNonce(), options);
      req.headers["content-security-policy"] = csp;
      delete req.headers["content-security-policy-report-only"];
      setAll(res, { ...securityHeaders(csp, options), "cross-origin-resource-policy": "same-origin" });
    }
    return handler(req, res);
  };
}

function setAll(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
