import http from "node:http";
import type { AddressInfo } from "node:net";
import { addDays } from "@/lib/dates";

export type Served = { status?: number; type?: string; body: string | Buffer; hang?: boolean };

/** A local HTTP server on 127.0.0.1 (port 0) answering what each path is set to, for feed tests. */
export async function startIcalServer() {
  const routes = new Map<string, Served>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const served = routes.get(req.url ?? "");
    if (!served) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    if (served.hang) {
      hanging.add(res);
      return;
    }
    res
      .writeHead(served.status ?? 200, { "content-type": served.type ?? "text/calendar; charset=utf-8" })
      .end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    set(path: string, served: Served) {
      routes.set(path, served);
      return `${base}${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const stamp = "20260101T000000Z";

/** `YYYY-MM-DD` → `YYYYMMDD`. */
export const icalDay = (day: string) => day.replaceAll("-", "");

/** A calendar text around the given VEVENT bodies (lines without BEGIN/END:VEVENT). */
export function calendar(events: string[][], extra: string[] = []): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Feed//EN", ...extra];
  for (const event of events) lines.push("BEGIN:VEVENT", `DTSTAMP:${stamp}`, ...event, "END:VEVENT");
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

/** An all-day event [start, end) (end exclusive, as in iCal). */
export const allDay = (uid: string, start: string, end: string, summary = "Reserved") => [
  `UID:${uid}`,
  `DTSTART;VALUE=DATE:${icalDay(start)}`,
  `DTEND;VALUE=DATE:${icalDay(end)}`,
  `SUMMARY:${summary}`,
];

export const ISTANBUL_TZ = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Istanbul",
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0300",
  "TZOFFSETTO:+0300",
  "TZNAME:+03",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export { addDays };
