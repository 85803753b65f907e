import type { ChildProcess } from "node:child_process";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres } from "../../src/server/db/client";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { startServer, stopServer } from "./test-server";

export type MailFigures = {
  mails: number;
  /** From the moment the server was up (the SMTP server held its answers until then) to the last mail. */
  seconds: number;
  perSecond: number;
  /** Mails received more than once (by Message-ID) plus mails never received. */
  errors: number;
  concurrency: number;
};

/** The addresses of the queued mails: misafir1@liman.test … misafirN@liman.test. */
const BENCH_RECIPIENT = /^misafir\d+@liman\.test$/;

/** Writes `count` ready mails into the (migrated, not running) database of `env`. */
async function queueMails(env: Record<string, string>, count: number): Promise<void> {
  const database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, 2) : await openPglite(env.DATA_DIR!);
  try {
    await database.db.execute(sql`
      INSERT INTO mail_outbox (to_address, subject, html, text)
      SELECT 'misafir' || n || '@liman.test', 'Rezervasyon talebiniz alındı (' || n || ')',
             '<p>Merhaba, talebiniz alındı.</p>' || repeat('<p>Liman ile mavi yolculuk.</p>', 40), 'Merhaba'
      FROM generate_series(1, ${count}) AS n`);
  } finally {
    await database.close();
  }
}

/**
 * Mail throughput of one instance: `count` mails queued in the database of `env`, then the production server
 * started on it with its jobs on and SMTP_URL pointing at a local SMTP server (the tests' sink, on loopback).
 * The sink answers nothing until the server is up (its start would compete for the CPU), then the clock runs
 * until the last mail is accepted.
 */
export async function measureMailThroughput(
  port: number,
  env: Record<string, string>,
  count: number,
): Promise<MailFigures> {
  await queueMails(env, count);
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let last = 0;
  const isBenchMail = (m: { to: string[] }) => m.to.every((to) => BENCH_RECIPIENT.test(to));
  const sink = await startSmtpSink({
    gate,
    onMail: (mail) => {
      if (isBenchMail(mail)) last = performance.now();
    },
  });
  const concurrency = Number(process.env.MAIL_CONCURRENCY ?? 5);
  // Only the mails queued here: the server's own jobs may send others meanwhile (the demo's review invitation).
  const benchMails = () => sink.received.filter(isBenchMail);
  let child: ChildProcess | undefined;
  let started = 0;
  try {
    ({ child } = await startServer(port, {
      ...env,
      JOBS: "1",
      SMTP_URL: sink.url,
      MAIL_FROM: "Liman <rezervasyon@liman.test>",
    }));
    started = performance.now();
    open();
    const deadline = Date.now() + 60_000 + count * 200;
    while (benchMails().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // A moment more: a duplicate would arrive after the last expected mail.
    await new Promise((r) => setTimeout(r, 500));
  } finally {
    if (child) await stopServer(child);
    await sink.close();
  }
  const received = benchMails();
  const unique = new Set(received.map((m) => m.messageId)).size;
  const seconds = started && last > started ? (last - started) / 1000 : 0;
  return {
    mails: received.length,
    seconds,
    perSecond: seconds > 0 ? received.length / seconds : 0,
    errors: received.length - unique + (count - unique),
    concurrency,
  };
}
