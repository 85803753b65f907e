"use client";

import { pageLocaleHeaders } from "../i18n/locale-headers";

/** The Turkish message of a failed /v1 answer, or the network message when there was no answer. */
export const NETWORK_ERROR = "Failed to load; network/connection error";

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; code?: string; fields?: Record<string, string> };

/** Calls /v1 from the browser and unwraps `{ content }`; never throws. */
export async function callApi<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<ApiResult<T>> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path, {
      ...rest,
      headers: {
        ...pageLocaleHeaders(),
        ...(json !== undefined ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    return { ok: false, status: 0, message: NETWORK_ERROR };
  }
  // An abort while the answer is still being read is an abort too: answering "ok" without data here let a
  // superseded quote request overwrite the panel's state with an empty quote.
  const body = (await res.json().catch((error: Error) => {
    if (error.name === "AbortError") throw error;
    return null;
  })) as {
    content?: unknown;
    code?: string;
    fields?: Record<string, string>;
  } | null;
  if (res.ok) return { ok: true, data: body?.content as T };
  const message =
    typeof body?.content === "string" ? body.content : "Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.";
  return { ok: false, status: res.status, message, code: body?.code, fields: body?.fields };
}
