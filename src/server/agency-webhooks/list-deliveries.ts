import "server-only";
import { count, desc, eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { errorText } from "@/shared/messages/error-text";
import type { Db } from "../db/client";
import { agencies, agencyWebhookEvents, reservations } from "../db/schema";
import { notFound } from "../domain-errors";
import type { WebhookDelivery } from "@/shared/agency-webhooks";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The delivery log of one agency, newest event first: what was sent, how it went, when it is tried again. */
export async function listDeliveries(
  db: Db,
  agencyId: number,
  page: { skip: number; take: number },
  locale: Locale,
): Promise<{ items: WebhookDelivery[]; total: number }> {
  const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  if (!agency) throw notFound("agencies.not_found");
  const where = eq(agencyWebhookEvents.agencyId, agencyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: agencyWebhookEvents.id,
        eventId: agencyWebhookEvents.eventId,
        type: agencyWebhookEvents.type,
        code: reservations.code,
        status: agencyWebhookEvents.status,
        attempts: agencyWebhookEvents.attempts,
        nextAttemptAt: agencyWebhookEvents.nextAttemptAt,
        lastAttemptAt: agencyWebhookEvents.lastAttemptAt,
        lastStatusCode: agencyWebhookEvents.lastStatusCode,
        lastError: agencyWebhookEvents.lastError,
        deliveredAt: agencyWebhookEvents.deliveredAt,
        createdAt: agencyWebhookEvents.createdAt,
      })
      .from(agencyWebhookEvents)
      .leftJoin(reservations, eq(reservations.id, agencyWebhookEvents.reservationId))
      .where(where)
      .orderBy(desc(agencyWebhookEvents.createdAt), desc(agencyWebhookEvents.id))
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(agencyWebhookEvents).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      event_id: r.eventId,
      type: r.type,
      reservation_code: r.code,
      status: r.status,
      attempts: r.attempts,
      next_attempt_at: r.status === "pending" ? iso(r.nextAttemptAt) : null,
      last_attempt_at: iso(r.lastAttemptAt),
      last_status_code: r.lastStatusCode,
      last_error: r.lastError ? (errorText(locale, r.lastError) ?? r.lastError) : null,
      delivered_at: iso(r.deliveredAt),
      created_at: r.createdAt.toISOString(),
    })),
  };
}
