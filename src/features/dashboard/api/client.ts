/**
 * The dashboard's client for /v1, on the browser's one client (src/shared/api/client.ts). Every call carries the
 * admin bearer token (spec §6) and asks for Turkish answers. A 401 or 403 answer to an admin READ (GET) clears the
 * stored session and reloads the page (spec §4, §8); other failures are thrown as ApiError with the server's
 * Turkish `content` message and field errors. `api.v1` is typed by the route declarations; the string-path
 * methods (`get`, `post`…) are the older form, answers unchecked.
 */
import { saveBlob } from "@/components/ui/save-blob";
import { type Api, ApiError, createApi, type Method, type QueryValue } from "@/shared/api/client";
import { clearSession } from "../session/session";

export { ApiError } from "@/shared/api/client";
export { saveBlob } from "@/components/ui/save-blob";

export const NETWORK_ERROR = "Failed to load; network/connection error";

export type Query = Record<string, QueryValue>;

export type ApiClient = {
  /** Typed calls: `api.v1.put("/admin/transactions/{id}", { params: { id }, body })`. */
  v1: Api;
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
  const v1 = createApi({
    // The dashboard is Turkish: its answers too, whatever the browser's languages.
    headers: () => ({ authorization: `Bearer ${token}`, "accept-language": "tr" }),
    networkMessage: NETWORK_ERROR,
    onFailure: (error: ApiError, method: Method) => {
      if (method === "get" && (error.status === 401 || error.status === 403)) onUnauthorizedRead();
    },
  });
  const call =
    (method: Method) =>
    <T>(path: string, body?: unknown) =>
      v1.send(method, path, { body }) as Promise<T>;
  return {
    v1,
    get: <T>(path: string, query?: Query) => v1.send("get", path, { query }) as Promise<T>,
    post: call("post"),
    put: call("put"),
    patch: call("patch"),
    del: <T>(path: string) => v1.send("delete", path) as Promise<T>,
    upload: <T>(path: string, form: FormData, method: "POST" | "PUT" = "POST") =>
      v1.send(method === "POST" ? "post" : "put", path, { body: form }) as Promise<T>,
    download: async (path: string, filename: string, query?: Query) => {
      const file = await v1.send("get", path, { query });
      saveBlob(file instanceof Blob ? file : new Blob([JSON.stringify(file)]), filename);
    },
  };
}

/** The Turkish message to show for any thrown error. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return "Beklenmeyen bir hata oluştu.";
}
