import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; outboxId: number | null };

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) of a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * A real SMTP server on loopback that keeps what it receives. `delayMs` slows each message down (to make
 * concurrent workers overlap); `rejectRcpt` answers 550 to every recipient; `onMail` sees each message as it
 * is accepted (the e2e server writes them to files for the test processes).
 */
export async function startSmtpSink(
  options: { port?: number; delayMs?: number; rejectRcpt?: boolean; onMail?: (mail: ReceivedMail) => void } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.rejectRcpt) {
        const error = new Error("Alıcı yok") as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const id = header(raw, "X-Liman-Outbox-Id");
        setTimeout(() => {
          const mail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: decodeHeader(header(raw, "Subject") ?? ""),
            outboxId: id ? Number(id) : null,
          };
          received.push(mail);
          options.onMail?.(mail);
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
