import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { csvExport, download, pdfDownload } from "@/server/api/download";

const app = new Hono()
  .get("/csv", (c) => csvExport(c, "ad;soyad\n", "rapor-gelir", new Date("2027-03-01T23:30:00.000Z")))
  .get("/pdf", (c) => pdfDownload(c, new Uint8Array([37, 80, 68, 70]), "liste.pdf"))
  .get("/file", (c) => download(c, "x", "text/plain", 'inline; filename="x.txt"'));

describe("download answers", () => {
  it("names a CSV export by the UTC day of its moment and never lets a cache keep it", async () => {
    const res = await app.request("/csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="rapor-gelir-2027-03-01.csv"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe("ad;soyad\n");
  });

  it("answers a PDF's bytes as an attachment with its file name", async () => {
    const res = await app.request("/pdf");
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="liste.pdf"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it("keeps the type and disposition it is given", async () => {
    const res = await app.request("/file");
    expect(res.headers.get("content-type")).toBe("text/plain");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="x.txt"');
  });
});
