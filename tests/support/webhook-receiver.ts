import http from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedWebhook = { path: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * An agency's webhook endpoint on 127.0.0.1 (port 0): keeps every POST it gets (headers and raw body) and answers
 * with the next status of `answers` (then 200), after `delayMs` when set.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let answers: number[] = [];
  let delayMs = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = answers.shift() ?? 200;
      setTimeout(() => res.writeHead(status, { "content-type": "text/plain" }).end(String(status)), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    /** The statuses of the next answers, in order (200 once they are used up). */
    answer(statuses: number[]) {
      answers = [...statuses];
    },
    slow(ms: number) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
