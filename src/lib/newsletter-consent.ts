/**
 * The consent the newsletter form asks for. The form shows this exact text; the server records its version
 * and a hash of it with every subscription. Change the text → bump the version.
 */
export const NEWSLETTER_CONSENT = {
  version: "2026-11-1",
  /** The form links the first part to the KVKK notice (/website/kvkk). */
  lead: "KVKK aydınlatma metnini",
  rest: " okudum; kampanya e-postaları almayı kabul ediyorum.",
} as const;

export const newsletterConsentText = () => `${NEWSLETTER_CONSENT.lead}${NEWSLETTER_CONSENT.rest}`;
