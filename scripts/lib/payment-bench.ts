import type { ChildProcess } from "node:child_process";
import { and, count, eq, inArray, ne } from "drizzle-orm";
import { openPglite, openPostgres } from "../../src/server/db/client";
import { transactions } from "../../src/server/db/schema";
import { cpuTimeMs } from "./process-cpu";
import { startPaytrServer } from "../../tests/support/paytr-server";
import { type FreshDatabase, getContent, startServer, stopServer } from "./test-server";

/** Copies of one notification sent at once (issue 29, item 7). */
export const COPIES = 20;

export type NotificationFigures = {
  /** Answers measured (rounds × copies). */
  answers: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers that were not `200 OK` with the body `OK`. */
  notOk: number;
  /**
   * CPU time the server process spent per answer (user + system, ms): 20 copies at once are answered one after
   * another by its one thread, so the last copy waits for about 20 times this on an idle machine.
   */
  serverCpuMs: number;
};

export type PaymentFigures = {
  rounds: number;
  /** The first notification of a payment, 20 copies at once: one records it, the others find it recorded. */
  first: NotificationFigures;
  /** PayTR repeating a recorded notification, 20 copies at once. */
  repeat: NotificationFigures;
  /** Payments in the ledger for the attempts notified, and how many attempts were notified (equal: each once). */
  payments: number;
  notified: number;
};

const MERCHANT = { merchantId: "100001", merchantKey: "bench-merchant-key", merchantSalt: "bench-merchant-salt" };
const round1 = (n: number) => Math.round(n * 10) / 10;
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

let ipCounter = 0;
/** A fresh client address per guest call (TRUST_PROXY=1), so the per-address limits of the guest calls never bite. */
const nextIp = () => {
  ipCounter++;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

type Measured = { latencies: number[]; notOk: number; cpuMs: number };

function figures(m: Measured): NotificationFigures {
  const sorted = [...m.latencies].sort((a, b) => a - b);
  const at = (p: number) => round1(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  return {
    answers: sorted.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: round1(sorted.at(-1) ?? 0),
    notOk: m.notOk,
    serverCpuMs: round1(m.cpuMs / Math.max(1, sorted.length)),
  };
}

type Answer = { status: number; json: { content?: { code?: string; order_id?: string } } };

async function postJson(base: string, path: string, body: unknown): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/**
 * `count` card-payment attempts started through the API as a guest would: a week's website booking on one of the
 * demo's boats (the weeks tried in turn until enough are free and priced), then POST /v1/reservations/payments,
 * which asks the PayTR stand-in for its token. Answers their order ids.
 */
async function startAttempts(base: string, count: number): Promise<string[]> {
  const boats = (await getContent(base, "/v1/searchboats?take=48")).items as Array<{ slug: string }>;
  const orderIds: string[] = [];
  for (const { slug } of boats) {
    for (let week = 0; week < 40 && orderIds.length < count; week++) {
      const start = 60 + week * 7;
      const email = `misafir${orderIds.length + 1}@liman.test`;
      const booked = await postJson(base, "/v1/reservations", {
        boat_slug: slug,
        start_date: inDays(start),
        end_date: inDays(start + 7),
        guests: 2,
        customer_name: "Deniz Yılmaz",
        customer_email: email,
        customer_phone: "+90 532 000 00 00",
        kvkk_consent: true,
      });
      if (booked.status !== 201) continue;
      const paid = await postJson(base, "/v1/reservations/payments", { code: booked.json.content?.code, email });
      const orderId = paid.json.content?.order_id;
      if (paid.status !== 201 || !orderId)
        throw new Error(`payment start → ${paid.status} ${JSON.stringify(paid.json)}`);
      orderIds.push(orderId);
    }
    if (orderIds.length >= count) return orderIds;
  }
  throw new Error(`only ${orderIds.length} of ${count} bookings could be made on the demo's boats`);
}

/** Sends `copies` of one attempt's notification at once through the stand-in and times each answer in full. */
async function burst(
  timed: { latencies: number[] },
  send: () => Promise<Array<{ status: number; body: string }>>,
): Promise<{ latencies: number[]; notOk: number }> {
  timed.latencies = [];
  const answers = await send();
  return { latencies: timed.latencies, notOk: answers.filter((a) => a.status !== 200 || a.body !== "OK").length };
}

/** The card payments recorded by PayTR for `orderIds`, counted in the database once the server has stopped. */
async function recordedPayments(env: Record<string, string>, orderIds: string[]): Promise<number> {
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, 2) : await openPglite(env.DATA_DIR!);
  try {
    const [row] = await database.db
      .select({ n: count() })
      .from(transactions)
      .where(
        and(
          eq(transactions.provider, "paytr"),
          ne(transactions.kind, "refund"),
          inArray(transactions.providerOrderId, orderIds),
        ),
      );
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

/**
 * Issue 29, item 7: how fast the production server answers PayTR's notification while 20 copies of it arrive at
 * once. The server runs on `db` (a fresh database with the demo) with PAYMENTS_PROVIDER=paytr against the PayTR
 * stand-in of the API tests (tests/support/paytr-server.ts), which checks the server's signed get-token calls and
 * sends correctly signed notifications over HTTP to /v1/payments/paytr/callback. Each round starts a fresh attempt
 * through the API; the stand-in then sends its success notification 20 times at once, and every answer is timed
 * from its send to its last byte. Two rounds warm up unmeasured. Afterwards the ledger is checked: one payment per
 * attempt notified.
 */
export async function measurePaytrNotifications(
  port: number,
  db: FreshDatabase,
  rounds: number,
  copies = COPIES,
): Promise<PaymentFigures> {
  const base = `http://127.0.0.1:${port}`;
  const timed = { latencies: [] as number[] };
  const paytr = await startPaytrServer(MERCHANT, async (form) => {
    const started = performance.now();
    const res = await fetch(`${base}/v1/payments/paytr/callback`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    const body = await res.text();
    timed.latencies.push(performance.now() - started);
    return new Response(body, { status: res.status, headers: res.headers });
  });
  let child: ChildProcess | undefined;
  const warmUp = 2;
  let orderIds: string[] = [];
  const first: Measured = { latencies: [], notOk: 0, cpuMs: 0 };
  const repeat: Measured = { latencies: [], notOk: 0, cpuMs: 0 };
  try {
    ({ child } = await startServer(port, {
      ...db.env,
      TRUST_PROXY: "1",
      PAYMENTS_PROVIDER: "paytr",
      PAYTR_MERCHANT_ID: MERCHANT.merchantId,
      PAYTR_MERCHANT_KEY: MERCHANT.merchantKey,
      PAYTR_MERCHANT_SALT: MERCHANT.merchantSalt,
      PAYTR_TEST_MODE: "1",
      PAYTR_API_URL: paytr.base,
    }));
    orderIds = await startAttempts(base, warmUp + rounds);
    const pid = child.pid as number;
    for (const [n, oid] of orderIds.entries()) {
      const cpu = cpuTimeMs(pid);
      const round = await burst(timed, () => paytr.complete(oid, "success", { copies }));
      if (n >= warmUp) {
        first.latencies.push(...round.latencies);
        first.notOk += round.notOk;
        first.cpuMs += cpuTimeMs(pid) - cpu;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const oid of orderIds.slice(warmUp)) {
      const cpu = cpuTimeMs(pid);
      const round = await burst(timed, () => paytr.notifyAgain(oid, copies));
      repeat.latencies.push(...round.latencies);
      repeat.notOk += round.notOk;
      repeat.cpuMs += cpuTimeMs(pid) - cpu;
    }
  } finally {
    if (child) await stopServer(child);
    await paytr.close();
  }
  return {
    rounds,
    first: figures(first),
    repeat: figures(repeat),
    payments: await recordedPayments(db.env, orderIds),
    notified: orderIds.length,
  };
}

const GOAL_MS = 50;

/** The bench's report of `measurePaytrNotifications`: one line per kind of burst, then the ledger check. */
export function paymentReport(f: PaymentFigures): string[] {
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const padL = (s: string | number, n: number) => String(s).padStart(n);
  const line = (name: string, n: NotificationFigures, goal: string) =>
    `${pad(name, 40)}${padL(n.answers, 9)}${padL(n.p50, 7)}${padL(n.p95, 7)}${padL(n.p99, 7)}${padL(n.max, 7)}${padL(n.notOk, 8)}${padL(n.serverCpuMs, 9)}  ${goal}`;
  const firstOk = f.first.p95 <= GOAL_MS && f.first.notOk === 0;
  const once = f.payments === f.notified;
  return [
    `\ncard payments: PayTR notifications, ${COPIES} copies of each at once (${f.rounds} payments)`,
    `${pad("target", 40)}${padL("answers", 9)}${padL("p50", 7)}${padL("p95", 7)}${padL("p99", 7)}${padL("max", 7)}${padL("not OK", 8)}${padL("CPU ms", 9)}  goal`,
    line("POST /v1/payments/paytr/callback first", f.first, `${firstOk ? "✓" : "✗"} p95≤${GOAL_MS}ms, each OK`),
    line("POST /v1/payments/paytr/callback repeat", f.repeat, f.repeat.notOk === 0 ? "each OK" : "✗ not all OK"),
    `payments recorded: ${f.payments} for ${f.notified} notified attempts ${once ? "✓ each once" : "✗"}`,
  ];
}
