import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { databaseDownPages } from "@/server/http/database-down-pages";

let away = false;
const page = (req: IncomingMessage, res: ServerResponse) => {
  if (req.url === "/ok") return res.end("sayfa");
  if (req.url === "/explicit") {
    res.writeHead(500, "Internal Server Error", { "content-type": "text/html" });
    return res.end("hata sayfası");
  }
  res.statusCode = 500;
  res.setHeader("content-type", "text/html");
  res.end("hata sayfası");
};
const server = createServer(databaseDownPages(page, () => away, 5));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("databaseDownPages", () => {
  it("turns a failed page into 503 with Retry-After while the database is away, keeping its error page", async () => {
    away = true;
    for (const path of ["/implicit", "/explicit"]) {
      const res = await fetch(base + path);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(res.headers.get("content-type")).toBe("text/html");
      expect(await res.text()).toBe("hata sayfası");
    }
    const ok = await fetch(`${base}/ok`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("retry-after")).toBeNull();
  });

  it("leaves a 500 alone when the database is there (a bug stays a 500)", async () => {
    away = false;
    const res = await fetch(`${base}/implicit`);
    expect(res.status).toBe(500);
    expect(res.headers.get("retry-after")).toBeNull();
  });
});
