import "server-only";
import { createHash } from "node:crypto";
import { NEWSLETTER_CONSENT, newsletterConsentText } from "../../lib/newsletter-consent";

/** The current consent text's version and sha256: what each consent record keeps. */
export function currentConsent() {
  return {
    textVersion: NEWSLETTER_CONSENT.version,
    textHash: createHash("sha256").update(newsletterConsentText()).digest("hex"),
  };
}
