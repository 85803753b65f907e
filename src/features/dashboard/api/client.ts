/**
 * The dashboard's HTTP client for /v1. Every call carries the admin bearer token (spec §6). A 401 or 403
 * answer to an admin READ (GET) clears the stored session and reloads the page (spec §4, §8); other
 * failures are thrown as ApiError with the server's Turkish `content` message and field errors.
 */
import { clearSession } from "../session/session";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = "Failed to load; network/connection error";

export type Query = Record<string, string | number | boolean | null | undefined>;

export type ApiClient = {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  del<T>(path: string): Promise<T>;
  /** Multipart upload (FormData), e.g. boat images. */
  upload<T>(path: string, form: FormData, method?: "POST" | "PUT"): Promise<T>;
  /** A GET answered as a file (CSV): fetched with the token and saved through a blob link. */
  download(path: string, filename: string, query?: Query): Promise<void>;
};

/** `/v1/admin/x` + query string, dropping empty values. */
export function apiUrl(path: string, query?: Query): string {
  const url = path.startsWith("/v1") ? path : `/v1${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

let reloading = false;

/**
 * What happens on a 401/403 to a read: the spec's "session cleared, page reloaded". Once only: the menu's counts and
 * the page's list often fail together, and a second reload would abort the first.
 */
export function dropSessionAndReload() {
  clearSession();
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

export function createApiClient(token: string, onUnauthorizedRead: () => void = dropSessionAndReload): ApiClient {
  async function send(method: string, url: string, body?: BodyInit, json = false): Promise<Response> {
    // The dashboard is Turkish: its answers too, whatever the browser's languages.
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, "accept-language": "tr" };
    if (json) headers["content-type"] = "application/json";
    let res: Response;
    try {
      res = await fetch(url, { method, headers, body });
    } catch {
      throw new ApiError(0, NETWORK_ERROR, "NETWORK");
    }
    if (!res.ok) {
      if (method === "GET" && (res.status === 401 || res.status === 403)) onUnauthorizedRead();
      const payload = await res.json().catch(() => null);
      const message = typeof payload?.content === "string" ? payload.content : `${res.status} ${res.statusText}`;
      throw new ApiError(res.status, message, payload?.code, payload?.fields);
    }
    return res;
  }

  async function content<T>(res: Response): Promise<T> {
    if (res.status === 204) return undefined as T;
    const payload = await res.json().catch(() => ({}));
    return payload.content as T;
  }

  const jsonCall =
    (method: string) =>
    async <T>(path: string, body?: unknown): Promise<T> =>
      content<T>(await send(method, apiUrl(path), body === undefined ? undefined : JSON.stringify(body), true));

  return {
    get: async <T>(path: string, query?: Query) => content<T>(await send("GET", apiUrl(path, query))),
    post: jsonCall("POST"),
    put: jsonCall("PUT"),
    patch: jsonCall("PATCH"),
    del: async <T>(path: string) => content<T>(await send("DELETE", apiUrl(path))),
    upload: async <T>(path: string, form: FormData, method: "POST" | "PUT" = "POST") =>
      content<T>(await send(method, apiUrl(path), form)),
    download: async (path: string, filename: string, query?: Query) => {
      const res = await send("GET", apiUrl(path, query));
      saveBlob(await res.blob(), filename);
    },
  };
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The Turkish message to show for any thrown error. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return "Beklenmeyen bir hata oluştu.";
}
