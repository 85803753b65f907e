import "server-only";
import { requestLocale } from "../http/request-locale";

/** The partner API (/v1/partner/…) speaks English unless the agency asks for Turkish (issue 31). */
const isPartnerPath = (path: string | undefined) => path?.startsWith("/v1/partner/") === true;

/**
 * The language of a request's answer (content texts, errors): its Accept-Language, Turkish by default (English by
 * default on the partner API).
 */
export const localeOf = (c: { req: { header(name: string): string | undefined; path?: string } }) =>
  requestLocale(c.req.header("accept-language"), isPartnerPath(c.req.path) ? "en" : "tr");
