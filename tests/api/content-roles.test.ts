import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openApiPath } from "@/server/api/route";
import { boatTypeRoutes } from "@/server/api/routes/boat-types";
import { districtRoutes } from "@/server/api/routes/districts";
import { marinaRoutes } from "@/server/api/routes/marinas";
import { mailTemplateRoutes } from "@/server/api/routes/mail-templates";
import { blogRoutes } from "@/server/api/routes/blog";
import { bankRoutes } from "@/server/api/routes/banks";
import { teamRoutes } from "@/server/api/routes/team";
import { faqRoutes } from "@/server/api/routes/faq";
import { subscriberRoutes } from "@/server/api/routes/subscribers";
import { documentRoutes } from "@/server/api/routes/documents";
import { websitePageRoutes } from "@/server/api/routes/website-pages";
import { contactMessageRoutes } from "@/server/api/routes/contact-messages";
import { dashboardRoutes } from "@/server/api/routes/dashboard";
import { settingRoutes } from "@/server/api/routes/settings";
import {
  banks,
  blogPosts,
  boatTypes,
  contactMessages,
  districts,
  documents,
  faqItems,
  marinas,
  subscribers,
  teamMembers,
} from "@/server/db/schema";
import { createBoatType, createDistrict, createMarina } from "@/server/seed/factories";
import { pdfBytes, sendForm, staffTokens } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let t: Awaited<ReturnType<typeof staffTokens>>;
const ids: Record<string, number> = {};

/** Reads that an OWNER may make (scoped to their own data); every other content call is ADMIN-only. */
const STAFF_PATHS = new Set(["/admin/counts", "/admin/other", "/admin/contact/messages", "/admin/unreadcount"]);
/** The inbox's calls on one message: an OWNER may make them on sale enquiries about their own boats only. */
const OWNER_MESSAGE_PATHS = new Set([
  "/admin/contact/messages/:id",
  "/admin/contact/messages/:id/read",
  "/admin/contact/messages/:id/archive",
  "/admin/contact/messages/:id/replies",
]);
/** The dashboard's content and lookup areas (everything under /v1/admin that is not boats, reservations or users). */
const contentAreas = [
  boatTypeRoutes,
  districtRoutes,
  marinaRoutes,
  mailTemplateRoutes,
  blogRoutes,
  bankRoutes,
  teamRoutes,
  faqRoutes,
  subscriberRoutes,
  documentRoutes,
  websitePageRoutes,
  contactMessageRoutes,
  dashboardRoutes,
  settingRoutes,
];
const defs = contentAreas.flatMap((routes) => routes()).map((r) => r.def);
const deletes = defs.filter((def) => def.method === "delete");

/** The table behind each DELETE's area (the path's second segment), to see whether its row is still there. */
const tableOf = {
  boattypes: boatTypes,
  towndistrict: districts,
  marina: marinas,
  blog: blogPosts,
  banks,
  team: teamMembers,
  faq: faqItems,
  subscriber: subscribers,
  ourdocuments: documents,
} as const;
const areaOf = (path: string) => path.split("/")[2] as keyof typeof tableOf;

async function exists(area: keyof typeof tableOf, id: number): Promise<boolean> {
  const table = tableOf[area];
  const rows = await api.db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length === 1;
}

let made = 0;
const idOf = (rows: { id: number }[]) => rows[0]!.id;

/** A fresh row of every area with a DELETE call, keyed by area. */
async function rowsToDelete(): Promise<Record<keyof typeof tableOf, number>> {
  const n = ++made;
  const document = await sendForm(
    api,
    "POST",
    "/v1/admin/ourdocuments",
    t.adminToken,
    { title: `Belge ${n}` },
    { file: { data: pdfBytes(), name: "belge.pdf", type: "application/pdf" } },
  );
  expect(document.status, document.text).toBe(201);
  const db = api.db;
  return {
    boattypes: (await createBoatType(db)).id,
    towndistrict: (await createDistrict(db)).id,
    marina: (await createMarina(db)).id,
    blog: idOf(
      await db
        .insert(blogPosts)
        .values({ title: `Silinecek ${n}`, slug: `silinecek-${n}`, body: "<p>x</p>" })
        .returning({ id: blogPosts.id }),
    ),
    banks: idOf(
      await db
        .insert(banks)
        .values({ bankName: "Banka", accountHolder: "Liman", iban: `TR00000${n}` })
        .returning({ id: banks.id }),
    ),
    team: idOf(await db.insert(teamMembers).values({ name: "Ekip Üyesi", title: "Kaptan" }).returning()),
    faq: idOf(await db.insert(faqItems).values({ question: "Soru?", answer: "Cevap." }).returning()),
    subscriber: idOf(
      await db
        .insert(subscribers)
        .values({ email: `abone-${n}@liman.test`, consentAt: sql`now()` })
        .returning({ id: subscribers.id }),
    ),
    ourdocuments: document.json.content.id,
  };
}

function concrete(path: string): string {
  const area = path.split("/")[2] ?? "";
  return path
    .replace(":page", "about")
    .replace(":section", "site")
    .replace(/:(id|marina_id)/, String(ids[area] ?? 1));
}

beforeAll(async () => {
  api = await createTestApi();
  t = await staffTokens(api);
  ids.boattypes = (await createBoatType(api.db)).id;
  ids.towndistrict = (await createDistrict(api.db)).id;
  ids.showmarina = (await createMarina(api.db)).id;
  ids.marina = ids.showmarina;
  const [post] = await api.db.insert(blogPosts).values({ title: "Rol", slug: "rol", body: "<p>x</p>" }).returning();
  ids.blog = post!.id;
  const [message] = await api.db
    .insert(contactMessages)
    .values({ name: "Rol", email: "rol@liman.test", message: "Merhaba" })
    .returning();
  ids.contact = message!.id;
});

describe("role matrix of every content call", () => {
  it("covers a good number of calls", () => {
    expect(defs.length).toBeGreaterThanOrEqual(50);
  });

  it("answers 401 without a token", async () => {
    for (const def of defs) {
      const res = await api.call(def.method.toUpperCase(), `/v1${concrete(def.path)}`);
      expect(res.status, `${def.method} ${def.path}`).toBe(401);
      expect(res.json.content).toMatch(/Oturumunuz/);
    }
  });

  it("answers 403 to an OWNER on every ADMIN-only call, and changes nothing", async () => {
    for (const def of defs) {
      if (STAFF_PATHS.has(def.path) || OWNER_MESSAGE_PATHS.has(def.path)) continue;
      const body = def.method === "get" ? undefined : {};
      const res = await api.call(def.method.toUpperCase(), `/v1${concrete(def.path)}`, { token: t.ownerToken, body });
      expect(res.status, `${def.method} ${def.path}`).toBe(403);
      expect(res.json.content).toBe("Bu işlem için yetkiniz yok.");
    }
  });

  it("answers 403 to an OWNER on every DELETE of a row that exists, and the row stays", async () => {
    const rows = await rowsToDelete();
    for (const def of deletes) {
      const area = areaOf(def.path);
      expect(rows[area], `a row to delete for ${def.path}`).toBeDefined();
      const res = await api.call("DELETE", `/v1${def.path.replace(":id", String(rows[area]))}`, {
        token: t.ownerToken,
      });
      expect(res.status, def.path).toBe(403);
      expect(await exists(area, rows[area]), def.path).toBe(true);
    }
  });

  it("lets an OWNER read the scoped calls", async () => {
    for (const path of STAFF_PATHS) {
      const res = await api.call("GET", `/v1${path}`, { token: t.ownerToken });
      expect(res.status, path).toBe(200);
    }
  });

  it("answers an OWNER 404 on a message that is not a sale enquiry about their boat, and changes nothing", async () => {
    const defsOnMessage = defs.filter((def) => OWNER_MESSAGE_PATHS.has(def.path));
    expect(defsOnMessage).toHaveLength(OWNER_MESSAGE_PATHS.size);
    for (const def of defsOnMessage) {
      const bodies: Record<string, Record<string, string | boolean>> = {
        put: def.path.endsWith("/read") ? { read: true } : { archived: true },
        post: { text: "Merhaba, teknemiz satıldı." },
      };
      const body = bodies[def.method];
      const res = await api.call(def.method.toUpperCase(), `/v1${concrete(def.path)}`, { token: t.ownerToken, body });
      expect(res.status, `${def.method} ${def.path}`).toBe(404);
    }
    const [message] = await api.db.select().from(contactMessages);
    expect(message!.archivedAt).toBeNull();
  });

  it("answers an ADMIN 2xx on every read and never 401/403/5xx on a write", async () => {
    for (const def of defs) {
      const path = `/v1${concrete(def.path)}`;
      if (def.method === "get") {
        const res = await api.call("GET", path, { token: t.adminToken });
        expect(res.status, path).toBeGreaterThanOrEqual(200);
        expect(res.status, path).toBeLessThan(300);
      } else if (def.method !== "delete") {
        // The DELETEs have their own test below (each deletes a row of its own).
        const res = await api.call(def.method.toUpperCase(), path, { token: t.adminToken, body: {} });
        // 415: JSON sent to an operation that only takes a multipart form.
        expect([400, 404, 415], `${def.method} ${path}`).toContain(res.status);
        expect(typeof res.json.content).toBe("string");
      }
    }
  });

  it("lets an ADMIN delete a row through every DELETE, once: then 404", async () => {
    expect(deletes.length).toBeGreaterThanOrEqual(9);
    const rows = await rowsToDelete();
    for (const def of deletes) {
      const area = areaOf(def.path);
      const path = `/v1${def.path.replace(":id", String(rows[area]))}`;
      const res = await api.call("DELETE", path, { token: t.adminToken });
      expect(res.status, `${path}: ${res.text}`).toBe(200);
      expect(res.json.content).toEqual({ id: rows[area] });
      expect(await exists(area, rows[area]), path).toBe(false);
      const again = await api.call("DELETE", path, { token: t.adminToken });
      expect(again.status, path).toBe(404);
      expect(typeof again.json.content).toBe("string");
    }
  });

  it("publishes every content call in the OpenAPI document with its access", async () => {
    const res = await api.call("GET", "/v1/openapi.json");
    for (const def of defs) {
      const op = res.json.paths[openApiPath(def.path)]?.[def.method];
      expect(op, `${def.method} ${def.path}`).toBeDefined();
      const staff = STAFF_PATHS.has(def.path) || OWNER_MESSAGE_PATHS.has(def.path);
      expect(op["x-access"]).toBe(staff ? "staff" : "admin");
    }
  });
});
