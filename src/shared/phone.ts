import { z } from "zod";
import { msg } from "./messages/message-ref";

/** Digits with the usual separators, an optional leading +: what every phone number of Liman is. */
const PHONE = /^\+?[0-9 ()./-]+$/;
const invalid = { error: msg("booking.phone_invalid") };

/** A required phone number (the guest's on a booking): 7–40 characters of digits and separators. */
export const phoneNumber = () =>
  z
    .string({ error: msg("booking.phone_required") })
    .trim()
    .min(7, invalid)
    .max(40, invalid)
    .regex(PHONE, invalid);

/**
 * An optional phone number (a staff member's, the site's): "" for none, else the same rule as the guest's. No HTML,
 * no line breaks, no letters: it is shown on pages and in mails as it is.
 */
export const optionalPhoneNumber = () =>
  z
    .string(invalid)
    .trim()
    .max(40, invalid)
    .refine((phone) => phone === "" || (phone.length >= 7 && PHONE.test(phone)), invalid);
