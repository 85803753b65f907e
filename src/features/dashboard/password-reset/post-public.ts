import { ApiError, NETWORK_ERROR } from "../api/client";

/** A POST to a public /v1 endpoint (no session): answers `content`, throws ApiError with the Turkish message. */
export async function postPublic<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "tr" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, "NETWORK");
  }
  const payload = await res.json().catch(() => null);
  if (!res.ok) {
    const message = typeof payload?.content === "string" ? payload.content : `${res.status} ${res.statusText}`;
    throw new ApiError(res.status, message, payload?.code, payload?.fields);
  }
  return payload?.content as T;
}
