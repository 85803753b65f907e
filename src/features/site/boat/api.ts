"use client";

import { createApi } from "@/shared/api/client";
import { pageLocaleHeaders } from "../i18n/locale-headers";

export { settle } from "@/shared/api/client";

/** The message when there was no answer at all. */
export const NETWORK_ERROR = "Failed to load; network/connection error";

/** The public site's client for /v1: answers (and error messages) in the page's language. */
export const siteApi = createApi({
  headers: pageLocaleHeaders,
  networkMessage: NETWORK_ERROR,
  fallbackMessage: () => "Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
});
