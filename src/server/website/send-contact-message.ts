import "server-only";
import { and, eq } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { boats, contactMessages } from "../db/schema";
import { enqueueMail } from "../mail/enqueue-mail";
import { getSettings } from "../settings/get-settings";
import type { ContactInput } from "./schemas";

/** Key of the (optional) mail template that tells staff about a new message. */
export const CONTACT_STAFF_TEMPLATE = "contact_message_staff";

/** The subjects the form writes for staff (Turkish); an English reply words them in English (reply-mail.ts). */
export const SALE_SUBJECT_PREFIX = "Satış talebi: ";
export const CONTACT_FORM_SUBJECT = "İletişim formu";

/**
 * Stores a message from the contact form for staff. With `boat_id` it is a sale enquiry about that
 * (active) boat, and its subject names the boat. When staff have a notification template and an address,
 * a notification mail is written to the outbox in the same transaction. `locale` is the site's language the
 * message came from (the request's Accept-Language): staff's reply is written in it.
 */
export async function sendContactMessage(
  db: Db,
  input: ContactInput,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ sent: true }> {
  await db.transaction(async (tx) => {
    let boat: { id: number; name: string; slug: string } | undefined;
    if (input.boat_id !== undefined) {
      [boat] = await tx
        .select({ id: boats.id, name: boats.name, slug: boats.slug })
        .from(boats)
        .where(and(eq(boats.id, input.boat_id), eq(boats.active, true)))
        .limit(1);
      if (!boat) throw notFound("booking.boat_not_found");
    }
    const subject = boat
      ? `${SALE_SUBJECT_PREFIX}${boat.name}${input.subject ? ` — ${input.subject}` : ""}`
      : (input.subject ?? CONTACT_FORM_SUBJECT);
    await tx.insert(contactMessages).values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject,
      message: input.message,
      boatId: boat?.id ?? null,
      locale,
    });
    const settings = await getSettings(tx);
    const staffAddress = settings.staff_email || settings.site_email;
    if (staffAddress) {
      await enqueueMail(tx, {
        templateKey: CONTACT_STAFF_TEMPLATE,
        to: staffAddress,
        vars: {
          name: input.name,
          email: input.email,
          phone: input.phone ?? "",
          subject,
          message: input.message,
          boat_name: boat?.name ?? "",
          boat_slug: boat?.slug ?? "",
        },
      });
    }
  });
  return { sent: true };
}
