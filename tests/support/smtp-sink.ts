import type { Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; messageId: string | null };

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

export type SmtpSinkOptions = {
  port?: number;
  /** Wait this long before answering each message (to make concurrent workers overlap, or a slow server). */
  delayMs?: number;
  /** Answer 550 to every recipient. */
  rejectRcpt?: boolean;
  /** Answer 451 (try again later) to the first N recipients, before any message is sent. */
  deferRcpt?: number;
  /** For the first N recipients: drop the connection instead of answering RCPT (before any message is sent). */
  dropOnRcpt?: number;
  /** For the first N messages: read the whole message, then drop the connection without answering. */
  dropAfterData?: number;
  /** Answers no message before this settles (a benchmark holds mails until the server under test is up). */
  gate?: Promise<void>;
  /** Sees each message as it is accepted (the e2e server writes them to files for the test processes). */
  onMail?: (mail: ReceivedMail) => void;
};

/**
 * A real SMTP server on loopback that keeps what it receives (`received`: accepted; `dropped`: read in full,
 * then cut off before the answer, as a server that crashes after DATA would). Each mail is known by its
 * Message-ID header.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}) {
  const received: ReceivedMail[] = [];
  const dropped: ReceivedMail[] = [];
  let deferred = 0;
  let droppedOnRcpt = 0;
  /** Cuts a session's TCP connection without a word (smtp-server keeps its connections in a set). */
  const cut = (sessionId: string) => {
    const connections = (server as unknown as { connections: Set<{ id: string; _socket: Socket }> }).connections;
    for (const c of connections) if (c.id === sessionId) c._socket.destroy();
  };
  const stats = { connections: 0, inFlight: 0, maxInFlight: 0 };
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 500,
    onConnect(_session, callback) {
      stats.connections++;
      callback();
    },
    onRcptTo(_address, session, callback) {
      if (droppedOnRcpt < (options.dropOnRcpt ?? 0)) {
        droppedOnRcpt++;
        return cut(session.id);
      }
      if (options.rejectRcpt || deferred < (options.deferRcpt ?? 0)) {
        const temporary = !options.rejectRcpt;
        if (temporary) deferred++;
        const error = new Error(temporary ? "Daha sonra deneyin" : "Alıcı yok") as Error & { responseCode: number };
        error.responseCode = temporary ? 451 : 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      stats.inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeHeader(header(raw, "Subject") ?? ""),
          messageId: header(raw, "Message-ID") ?? null,
        };
        if (dropped.length < (options.dropAfterData ?? 0)) {
          dropped.push(mail);
          // The whole message arrived; the connection dies before the answer.
          cut(session.id);
          stats.inFlight--;
          return;
        }
        const answer = () => {
          stats.inFlight--;
          received.push(mail);
          options.onMail?.(mail);
          callback();
        };
        void (options.gate ?? Promise.resolve()).then(() => setTimeout(answer, options.delayMs ?? 0));
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
    dropped,
    /** TCP connections opened to it; most messages being answered at once. */
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
