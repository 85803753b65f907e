import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { agencyWebhookEvents } from "../db/schema";
import { workInLanes } from "../jobs/work-in-lanes";
import { log } from "../log";
import type { AddressPolicy } from "../outbound/address-policy";
import { guardedFetch } from "../outbound/guarded-fetch";
import { OutboundError } from "../outbound/outbound-error";
import { type ErrorKey, type MessageRef, msg } from "@/shared/messages/message-ref";
import { type ClaimedEvent, claimNextEvent, webhookTarget } from "./claim-next-event";
import { SIGNATURE_HEADER, signWebhook } from "./sign-webhook";
import { retryDelaySeconds, WEBHOOK_TIMEOUT_MS } from "./webhook-timing";

/** Webhooks in flight at once per worker run. */
export const WEBHOOK_CONCURRENCY = 4;

export type WebhookDeliveryResult = { delivered: number; retried: number; failed: number };

export type WebhookDeliveryOptions = {
  /** Which addresses may be reached: outboundPolicy(config); public internet only when left out. */
  policy?: AddressPolicy;
  /** The agency's signing secret from its sealed column (agencies/webhook-secret.ts). */
  openSecret: (agencyId: number, sealed: string) => string | null;
  concurrency?: number;
  timeoutMs?: number;
  /** Stop claiming; posts in flight finish (each within its time limit). */
  signal?: AbortSignal;
};

type Outcome = { statusCode: number | null; error: MessageRef | null };

/** Stops the guarded client once a 2xx head arrived: the agency's answer body is never read. */
const ACCEPTED = Symbol("accepted");

/** The exact bytes that are signed and sent: `{ id, type, created_at, data }`. */
export function webhookBody(event: Pick<ClaimedEvent, "eventId" | "type" | "createdAt" | "data">): string {
  return JSON.stringify({
    id: event.eventId,
    type: event.type,
    created_at: event.createdAt.toISOString(),
    data: event.data,
  });
}

async function post(db: Db, event: ClaimedEvent, options: WebhookDeliveryOptions): Promise<Outcome> {
  const target = await webhookTarget(db, event.agencyId);
  if (!target?.url) return { statusCode: null, error: "agency_webhooks.no_url" satisfies ErrorKey };
  const secret = target.sealedSecret ? options.openSecret(event.agencyId, target.sealedSecret) : null;
  if (!secret) return { statusCode: null, error: "agency_webhooks.no_secret" satisfies ErrorKey };
  const body = webhookBody(event);
  const timestamp = Math.floor(Date.now() / 1000);
  let statusCode: number | null = null;
  try {
    const response = await guardedFetch(target.url, {
      method: "POST",
      body,
      policy: options.policy,
      timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      headers: {
        "content-type": "application/json",
        "user-agent": "Liman-Webhooks/1.0",
        [SIGNATURE_HEADER]: signWebhook(secret, body, timestamp),
      },
      beforeBody: ({ status }) => {
        statusCode = status;
        throw ACCEPTED;
      },
    });
    return { statusCode: response.status, error: null };
  } catch (error) {
    if (error === ACCEPTED) return { statusCode, error: null };
    if (error instanceof OutboundError) return { statusCode: null, error: error.message as MessageRef };
    throw error;
  }
}

/** Only the worker holding the claim ('sending' with this attempt number) may record its outcome. */
const claimOf = (event: ClaimedEvent) =>
  and(
    eq(agencyWebhookEvents.id, event.id),
    eq(agencyWebhookEvents.status, "sending"),
    eq(agencyWebhookEvents.attempts, event.attempts),
  );

async function deliverOne(db: Db, event: ClaimedEvent, options: WebhookDeliveryOptions) {
  let outcome: Outcome;
  try {
    outcome = await post(db, event, options);
  } catch (error) {
    log.error(`[webhooks] event ${event.id} could not be posted`, error);
    outcome = { statusCode: null, error: msg("agency_webhooks.internal") };
  }
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const delay = retryDelaySeconds(event.attempts);
  const status = ok ? "delivered" : delay === null ? "failed" : "pending";
  await db
    .update(agencyWebhookEvents)
    .set({
      status,
      lockedUntil: null,
      lastStatusCode: outcome.statusCode,
      lastError: ok ? null : (outcome.error ?? msg("agency_webhooks.http_status", { status: outcome.statusCode ?? 0 })),
      deliveredAt: ok ? sql`now()` : null,
      nextAttemptAt: status === "pending" ? sql`now() + make_interval(secs => ${delay})` : undefined,
    })
    .where(claimOf(event));
  return status === "pending" ? "retried" : status;
}

/**
 * The webhook worker: keeps claiming due events (`concurrency` lanes, one event each at a time) until none is
 * due or `signal` stops it. Safe with any number of processes. 2xx → 'delivered'; anything else (another
 * status, a refused address, a timeout) → tried again after the schedule's next delay, 'failed' after the last.
 */
export async function deliverDueWebhooks(db: Db, options: WebhookDeliveryOptions): Promise<WebhookDeliveryResult> {
  const result: WebhookDeliveryResult = { delivered: 0, retried: 0, failed: 0 };
  await workInLanes(
    options.concurrency ?? WEBHOOK_CONCURRENCY,
    () => claimNextEvent(db),
    async (event) => {
      result[await deliverOne(db, event, options)]++;
    },
    options.signal,
  );
  return result;
}
