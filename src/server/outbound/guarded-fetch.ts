import "server-only";
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { type AddressPolicy, publicOnly } from "./address-policy";
import { OutboundError, outboundErrors } from "./outbound-error";
import { parseTarget, type Resolved, resolveChecked } from "./resolve-target";

export const OUTBOUND_TIMEOUT_MS = 10_000;
export const OUTBOUND_MAX_BYTES = 5 * 1024 * 1024;
export const OUTBOUND_MAX_REDIRECTS = 3;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type ResponseHead = { status: number; headers: IncomingHttpHeaders; url: URL };
export type GuardedResponse = ResponseHead & { body: Buffer };

export type GuardedFetchOptions = {
  /** Which addresses may be reached (default: public internet only); see outboundPolicy(config). */
  policy?: AddressPolicy;
  /** For the whole exchange: every hop, DNS and the body. */
  timeoutMs?: number;
  maxBytes?: number;
  /** 0: a redirect is not followed but answered as it is (a webhook POST never follows one). */
  maxRedirects?: number;
  headers?: Record<string, string>;
  /** GET by default; a POST sends `body` once, to the first address only (redirects are then not followed). */
  method?: "GET" | "POST";
  body?: string;
  /** Sees a 2xx answer's status and headers before its body is read; throwing stops there (nothing is read). */
  beforeBody?: (head: ResponseHead) => void;
};

type Outgoing = { method: "GET" | "POST"; headers: Record<string, string>; body?: string };

/** One request whose connection can only go to the addresses already checked (no second DNS answer, no rebinding). */
function send(url: URL, addresses: Resolved[], outgoing: Outgoing, signal: AbortSignal) {
  const pinned = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as unknown as LookupFunction;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    // The URL keeps the host name: Host header and TLS server name (and certificate check) stay the host's.
    const { method, headers, body } = outgoing;
    const request = client.request(url, { method, headers, lookup: pinned, agent: false, signal }, resolve);
    request.on("error", reject);
    request.end(body);
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).byteLength;
    if (size > maxBytes) {
      response.destroy();
      throw outboundErrors.tooLarge(maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The one way the server fetches something from outside (a GET, or a POST of a small body: webhooks). http/https only; each host is resolved and refused
 * when any of its addresses is not allowed by the policy (default: loopback, private, link-local, CGNAT,
 * unique-local, multicast, unspecified and reserved ranges are refused); the connection goes to the checked
 * address; redirects are followed by hand (at most `maxRedirects`; never after a POST, whose 3xx comes back as its answer), each hop checked again; one time limit
 * for everything; the body is counted as it streams in and cut at `maxBytes`. A non-2xx answer comes back
 * with an empty body. Failures are OutboundErrors with a message key that never quotes the answer.
 */
export async function guardedFetch(input: string | URL, options: GuardedFetchOptions = {}): Promise<GuardedResponse> {
  const policy = options.policy ?? publicOnly;
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? OUTBOUND_MAX_BYTES;
  const method = options.method ?? "GET";
  const maxRedirects = method === "POST" ? 0 : (options.maxRedirects ?? OUTBOUND_MAX_REDIRECTS);
  const outgoing: Outgoing = {
    method,
    headers:
      options.body === undefined
        ? (options.headers ?? {})
        : { ...options.headers, "content-length": String(Buffer.byteLength(options.body)) },
    body: options.body,
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const deadline = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener("abort", () => reject(outboundErrors.timeout(timeoutMs)), { once: true });
  });
  deadline.catch(() => undefined);
  let redirected = false;
  const failure = (error: unknown) => {
    if (error instanceof OutboundError) return error;
    return controller.signal.aborted ? outboundErrors.timeout(timeoutMs) : outboundErrors.network(redirected);
  };
  try {
    let url = parseTarget(input, undefined, false);
    for (let hop = 0; ; hop++) {
      redirected = hop > 0;
      const addresses = await resolveChecked(url, policy, redirected, deadline);
      const response = await send(url, addresses, outgoing, controller.signal).catch((error) => {
        throw failure(error);
      });
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location && maxRedirects > 0) {
        response.destroy();
        if (hop >= maxRedirects) throw outboundErrors.tooManyRedirects(maxRedirects);
        url = parseTarget(location, url, true);
        continue;
      }
      const head: ResponseHead = { status, headers: response.headers, url };
      if (status < 200 || status >= 300) {
        response.destroy();
        return { ...head, body: Buffer.alloc(0) };
      }
      try {
        options.beforeBody?.(head);
      } catch (error) {
        response.destroy();
        throw error;
      }
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
        response.destroy();
        throw outboundErrors.tooLarge(maxBytes);
      }
      const body = await readCapped(response, maxBytes).catch((error) => {
        throw failure(error);
      });
      return { ...head, body };
    }
  } finally {
    clearTimeout(timer);
  }
}
