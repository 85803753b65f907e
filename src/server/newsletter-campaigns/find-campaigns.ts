import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { mailOutbox, newsletterCampaignRecipients, newsletterCampaigns, users } from "../db/schema";
import type { CampaignDto, CampaignStatus } from "./schemas";

const n = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/**
 * Campaigns with their counts, newest first: one SQL aggregate over the recipients and their outbox mails
 * (nothing is counted in JavaScript). With `id`, that campaign only.
 */
export async function findCampaigns(
  db: DbOrTx,
  { id, skip = 0, take = 1 }: { id?: number; skip?: number; take?: number },
): Promise<{ items: CampaignDto[]; total: number }> {
  const r = newsletterCampaignRecipients;
  const counts = db
    .select({
      campaignId: r.campaignId,
      recipients: sql<number>`count(*)`.as("recipients"),
      sent: sql<number>`count(*) filter (where ${mailOutbox.status} = 'sent')`.as("sent"),
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} in ('failed', 'uncertain'))`.as("failed"),
      pending:
        sql<number>`count(*) filter (where ${r.state} = 'pending' or ${mailOutbox.status} in ('queued', 'sending'))`.as(
          "pending",
        ),
      skipped: sql<number>`count(*) filter (where ${r.state} = 'skipped')`.as("skipped"),
    })
    .from(r)
    .leftJoin(mailOutbox, eq(mailOutbox.id, r.mailId))
    .where(id === undefined ? undefined : eq(r.campaignId, id))
    .groupBy(r.campaignId)
    .as("counts");
  const c = newsletterCampaigns;
  const where = id === undefined ? undefined : eq(c.id, id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: c.id,
        subject: c.subject,
        html: c.html,
        status: c.status,
        createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        sendStartedAt: c.sendStartedAt,
        sentAt: c.sentAt,
        createdAt: c.createdAt,
        updatedAt: c.updatedAt,
        recipients: n(sql`${counts.recipients}`),
        sent: n(sql`${counts.sent}`),
        failed: n(sql`${counts.failed}`),
        pending: n(sql`${counts.pending}`),
        skipped: n(sql`${counts.skipped}`),
      })
      .from(c)
      .leftJoin(users, eq(users.id, c.createdBy))
      .leftJoin(counts, eq(counts.campaignId, c.id))
      .where(where)
      .orderBy(desc(c.createdAt), desc(c.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      html: row.html,
      status: row.status as CampaignStatus,
      created_by: row.createdBy,
      send_started_at: row.sendStartedAt?.toISOString() ?? null,
      sent_at: row.sentAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      counts: {
        recipients: row.recipients,
        sent: row.sent,
        failed: row.failed,
        pending: row.pending,
        skipped: row.skipped,
      },
    })),
  };
}
