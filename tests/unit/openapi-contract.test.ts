import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listOf, route } from "@/server/api/route";
import { openApiContract } from "../support/openapi-contract";

const boat = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable().optional() });
const routes = [
  route(
    {
      method: "get",
      path: "/boats/:id",
      summary: "",
      tag: "t",
      access: "public",
      params: z.object({ id: z.string() }),
      response: boat,
    },
    async () => null,
  ),
  route(
    { method: "get", path: "/boats", summary: "", tag: "t", access: "public", response: listOf(boat) },
    async () => null,
  ),
  route(
    { method: "get", path: "/boats.csv", summary: "", tag: "t", access: "staff", produces: "text/csv" },
    async () => null,
  ),
  route(
    {
      method: "get",
      path: "/files/:key{.+}",
      summary: "",
      tag: "t",
      access: "public",
      produces: ["image/*", "application/pdf"],
    },
    async () => null,
  ),
  route({ method: "get", path: "/confirm", summary: "", tag: "t", access: "public", status: 303 }, async () => null),
];
const check = openApiContract(routes);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=UTF-8" } });

describe("the API tests' contract check", () => {
  it("passes answers that match the declared schema of their operation and status", async () => {
    await check("GET", "/v1/boats/7", json({ content: { id: 7, name: "Mavi" } }));
    await check("GET", "/v1/boats", json({ content: { items: [{ id: 1, name: "A", note: null }], total: 1 } }));
    await check("GET", "/v1/boats/7", json({ content: "Tekne bulunamadı.", code: "NOT_FOUND" }, 404));
    await check(
      "GET",
      "/v1/boats/x",
      json({ content: "Geçersiz.", code: "VALIDATION", fields: { id: "Sayı olmalı" } }, 400),
    );
    await check(
      "GET",
      "/v1/boats.csv",
      new Response("a;b", { headers: { "content-type": "text/csv; charset=utf-8" } }),
    );
    await check("GET", "/v1/files/a/b.webp", new Response("x", { headers: { "content-type": "image/webp" } }));
    await check("GET", "/v1/confirm", new Response(null, { status: 303, headers: { location: "/bulten?durum=ok" } }));
  });

  it("fails a field the schema does not declare, naming the operation, the status and the path", async () => {
    await expect(
      check("GET", "/v1/boats", json({ content: { items: [{ id: 1, name: "A", password_hash: "x" }], total: 1 } })),
    ).rejects.toThrow(
      /GET \/v1\/boats answered 200 .*\n.*at content\.items\[0\]\.password_hash: a field the schema does not declare$/,
    );
  });

  it("fails a missing or mistyped field and a body outside the envelope", async () => {
    await expect(check("GET", "/v1/boats/7", json({ content: { id: "7", name: "Mavi" } }))).rejects.toThrow(
      /GET \/v1\/boats\/:id answered 200 .*\n.*at content\.id: /,
    );
    await expect(check("GET", "/v1/boats/7", json({ content: { id: 7 } }))).rejects.toThrow(/at content\.name: /);
    await expect(check("GET", "/v1/boats/7", json({ id: 7, name: "Mavi" }))).rejects.toThrow(/at content: /);
  });

  it("fails an error answer that is not the Error shape, even from a path no operation has", async () => {
    await expect(check("GET", "/v1/boats/7", json({ message: "yok" }, 404))).rejects.toThrow(
      /GET \/v1\/boats\/:id answered 404 .*Error schema/,
    );
    await expect(check("GET", "/v1/nowhere", json({ error: "yok" }, 404))).rejects.toThrow(
      /GET \/v1\/nowhere \(no operation\)/,
    );
    await expect(check("GET", "/v1/boats/7", new Response("Not Found", { status: 404 }))).rejects.toThrow(
      /application\/json/,
    );
  });

  it("fails a status the description does not list", async () => {
    await expect(check("GET", "/v1/boats", json({ content: "x", code: "RATE_LIMITED" }, 429))).rejects.toThrow(
      /GET \/v1\/boats answered 429, which its OpenAPI description does not list/,
    );
  });

  it("fails a file of another media type and a redirect without Location", async () => {
    await expect(check("GET", "/v1/boats.csv", json({ content: [] }))).rejects.toThrow(
      /as application\/json, declared: text\/csv/,
    );
    await expect(
      check("GET", "/v1/files/a.bin", new Response("x", { headers: { "content-type": "application/octet-stream" } })),
    ).rejects.toThrow(/declared: image\/\*, application\/pdf/);
    await expect(check("GET", "/v1/confirm", new Response(null, { status: 303 }))).rejects.toThrow(/Location/);
  });
});
