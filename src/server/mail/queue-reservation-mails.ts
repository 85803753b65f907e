import "server-only";
import type { Locale } from "@/i18n/locales";
import type { DbOrTx } from "../db/client";
import { enqueueMail } from "./enqueue-mail";
import type { MailVars } from "./render-template";
import { type ReservationMail, reservationMailVars } from "./reservation-mail-vars";

export type ReservationMails = {
  /** The template mailed to the guest, in the reservation's language. */
  guest?: string;
  /** The template mailed to staff (the `staff_email` setting; none when it is empty), always in Turkish. */
  staff?: string;
  /** Where the variables come from: the reservation's (`reservationMailVars`) unless, e.g., a request adds its own. */
  vars?: (tx: DbOrTx, reservationId: number, language?: Locale) => Promise<ReservationMail>;
  /** Variables added to the guest's mail, written in its language (e.g. a review link). */
  guestVars?: (mail: ReservationMail) => MailVars;
};

/**
 * Every mail about a reservation goes through here: reads its variables and queues the guest's and/or the staff's
 * mail in the caller's transaction (so they roll back with it). Answers the outbox ids (null: the template is
 * switched off, or no staff address) and the guest's address.
 */
export async function queueReservationMails(tx: DbOrTx, reservationId: number, mails: ReservationMails) {
  const read = mails.vars ?? reservationMailVars;
  const queued = { guest: null as number | null, staff: null as number | null, to: "" };
  let guest: ReservationMail | undefined;
  if (mails.guest) {
    guest = await read(tx, reservationId);
    queued.to = guest.to;
    queued.guest = await enqueueMail(tx, {
      templateKey: mails.guest,
      to: guest.to,
      vars: mails.guestVars ? { ...guest.vars, ...mails.guestVars(guest) } : guest.vars,
      rawVars: guest.rawVars,
      locale: guest.locale,
      reservationId,
    });
  }
  if (mails.staff) {
    // Staff read Turkish whatever the guest's language.
    const staff = guest?.locale === "tr" ? guest : await read(tx, reservationId, "tr");
    if (staff.staffTo) {
      queued.staff = await enqueueMail(tx, {
        templateKey: mails.staff,
        to: staff.staffTo,
        vars: staff.vars,
        rawVars: staff.rawVars,
        reservationId,
      });
    }
  }
  return queued;
}
