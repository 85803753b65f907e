import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterConsents, subscribers } from "../db/schema";
import { queueMail } from "../mail/queue-mail";
import { confirmationMail } from "../newsletter/confirmation-mail";
import { currentConsent } from "../newsletter/consent-record";
import { confirmUrl } from "../newsletter/links";
import { hashToken, newToken } from "../newsletter/tokens";
import { getSettings } from "../settings/get-settings";
import type { SubscribeInput } from "./schemas";
import { clock } from "../../lib/clock";

/** An unconfirmed address gets at most one confirmation mail per this many minutes, however often it is sent. */
export const CONFIRM_RESEND_MINUTES = 10;

export const CONFIRMATION_TEMPLATE_KEY = "newsletter_confirm";

/**
 * Double opt-in, step one. A new address is stored unconfirmed with its consent record, and a mail with a
 * single-use confirmation link goes to the outbox. An unconfirmed address gets a fresh link (the old one dies),
 * at most once per CONFIRM_RESEND_MINUTES; a confirmed one gets nothing. The answer is the same in every case,
 * so it never tells whether an address is on the list.
 */
export async function subscribe(
  db: Db,
  input: SubscribeInput,
  options: { publicUrl: string; now?: Date },
): Promise<{ received: true }> {
  const now = options.now ?? clock.now();
  const token = newToken();
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscribers)
      .values({
        email: input.email,
        consentAt: now,
        source: input.source ?? "website",
        confirmTokenHash: hashToken(token),
        confirmSentAt: now,
      })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ id: subscribers.id });
    if (created) {
      await tx.insert(newsletterConsents).values({
        email: input.email,
        ...currentConsent(),
        source: input.source ?? "website",
        givenAt: now,
      });
    } else {
      // One statement decides, so parallel requests for one address send at most one mail.
      const resendBefore = new Date(now.getTime() - CONFIRM_RESEND_MINUTES * 60_000);
      const [renewed] = await tx
        .update(subscribers)
        .set({ confirmTokenHash: hashToken(token), confirmSentAt: now })
        .where(
          and(
            eq(subscribers.email, input.email),
            isNull(subscribers.confirmedAt),
            or(isNull(subscribers.confirmSentAt), lte(subscribers.confirmSentAt, resendBefore)),
          ),
        )
        .returning({ id: subscribers.id });
      if (!renewed) return;
    }
    const { site_name } = await getSettings(tx);
    const mail = confirmationMail(site_name || "Liman", confirmUrl(options.publicUrl, token));
    await queueMail(tx, { to: input.email, ...mail, templateKey: CONFIRMATION_TEMPLATE_KEY });
  });
  return { received: true };
}
