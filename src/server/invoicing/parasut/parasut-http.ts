import "server-only";
import type { ParasutConfig } from "../../config";
import { InvoicingError } from "../invoicing-provider";
import { PARASUT_TIMEOUT_MS, type ParasutToken } from "./parasut-token";

/** A JSON:API resource object as Paraşüt answers it. */
export type Resource = {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string; type: string } | { id: string; type: string }[] | null }>;
};
export type Document = { data?: Resource | Resource[] | null; included?: Resource[] };

/** Paraşüt's words of an error document (`errors[].detail`/`title`), short and single-line. */
function errorText(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { errors?: { title?: unknown; detail?: unknown }[] };
    const words = (body.errors ?? [])
      .map((e) => [e.title, e.detail].filter((w) => typeof w === "string" && w).join(": "))
      .filter(Boolean)
      .join("; ");
    return words ? words.replace(/\s+/g, " ").slice(0, 1000) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls under /v4/{company_id}/ with the kept token (one new token and one more try on a 401). 2xx: the JSON:API
 * document (undefined for 204). 400/404/422: refused, with Paraşüt's words; 429, 5xx, network, timeout: transient.
 */
export function parasutHttp(config: ParasutConfig, token: ParasutToken) {
  const base = `${config.apiUrl}/v4/${config.companyId}`;

  async function call(method: string, path: string, body?: unknown, retried = false): Promise<Document | undefined> {
    const access = await token.get();
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${access}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(PARASUT_TIMEOUT_MS),
        redirect: "error",
      });
    } catch (error) {
      const why = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not be reached";
      throw new InvoicingError(`Paraşüt ${method} ${path.split("?")[0]} ${why}`, false, "provider_unreachable");
    }
    const text = await res.text();
    if (res.status === 401 && !retried) {
      token.drop(access);
      return call(method, path, body, true);
    }
    if (res.status === 204) return undefined;
    if (!res.ok) {
      // Refused: Paraşüt read the request and said no; its words are what staff need. Otherwise: try again later.
      const refused = res.status >= 400 && res.status < 500 && res.status !== 429 && res.status !== 401;
      const words = errorText(text);
      if (refused && words) throw new InvoicingError(words, true);
      // What a transient failure said is for the log; staff read our reason.
      const head = `Paraşüt ${method} ${path.split("?")[0]} answered HTTP ${res.status}${words ? `: ${words}` : ""}`;
      throw new InvoicingError(head, refused, refused ? "provider_refused" : "provider_unreachable");
    }
    try {
      return JSON.parse(text) as Document;
    } catch {
      throw new InvoicingError(
        `Paraşüt ${method} ${path.split("?")[0]} answered something that is not JSON`,
        false,
        "provider_unreachable",
      );
    }
  }

  return {
    get: (path: string) => call("GET", path),
    post: (path: string, body: unknown) => call("POST", path, body),
  };
}

/** The one resource of a document, or a transient error naming the step. */
export function one(doc: Document | undefined, step: string): Resource {
  const data = doc?.data;
  if (!data || Array.isArray(data) || typeof data.id !== "string") {
    throw new InvoicingError(`Paraşüt ${step}: an answer without its resource`, false, "provider_unreachable");
  }
  return data;
}

export function many(doc: Document | undefined): Resource[] {
  const data = doc?.data;
  return Array.isArray(data) ? data : data ? [data] : [];
}

export const text = (value: unknown): string | null =>
  typeof value === "string" && value ? value : typeof value === "number" ? String(value) : null;
