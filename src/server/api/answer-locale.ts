import "server-only";
import { requestLocale } from "../http/request-locale";

/** The language of a request's answer (content texts, errors): its Accept-Language, Turkish by default. */
export const localeOf = (c: { req: { header(name: string): string | undefined } }) =>
  requestLocale(c.req.header("accept-language"));
