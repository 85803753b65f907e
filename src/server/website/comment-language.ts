import "server-only";
import { sql } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { boatComments, reservations } from "../db/schema";

/**
 * The language a comment is written in, for the site to mark it (`lang`) on pages of the other language: a review
 * sent through its invitation link is in its stay's language (the link opens the guest's site, /review or
 * /en/review); every other comment (the seeded ones, a review whose stay is gone) counts as Turkish.
 */
export const commentLanguage = sql<Locale>`coalesce((SELECT ${reservations.locale} FROM ${reservations} WHERE ${reservations.id} = ${boatComments.reservationId}), 'tr')`;
