import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { AuditChanges, auditSubject } from "@/features/dashboard/audit/audit-changes";
import { ContractVersionNote } from "@/features/dashboard/mail-templates/contract-version-note";
import { documentTemplateVersions, reservations, users } from "@/server/db/schema";
import { updateContractTemplate } from "@/server/reservation-documents/contract-template";
import { createReservation, createUser } from "@/server/seed/factories";
import type { AuditEntry } from "@/shared/audit";
import { type BookingCast, bookingCast } from "../support/booking-fixtures";
import { book, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday, nextSaturday } from "../support/test-dates";

/**
 * Decision 0061: the contract's terms are immutable versions (the newest is current); each reservation keeps the
 * version in force when it was booked, whichever channel booked it; each new version is in the audit log.
 */
let api: TestApi;
let cast: BookingCast;
const PATH = "/v1/admin/document-templates/contract";

const current = async () => (await api.call("GET", PATH, { token: cast.adminToken })).json.content;
const save = (body: Record<string, unknown>) => api.call("PUT", PATH, { token: cast.adminToken, body });

async function versionOf(where: ReturnType<typeof eq>) {
  const [row] = await api.db
    .select({ version: documentTemplateVersions.version })
    .from(reservations)
    .innerJoin(documentTemplateVersions, eq(documentTemplateVersions.id, reservations.contractTemplateVersionId))
    .where(where);
  return row?.version;
}

async function agencyKey() {
  const created = await api.call("POST", "/v1/admin/agencies", {
    token: cast.adminToken,
    body: { name: "Blue Voyage Reisen", commission_bps: 1000, contact_email: "ops@bluevoyage.example" },
  });
  expect(created.status).toBe(201);
  const key = await api.call("POST", `/v1/admin/agencies/${created.json.content.id}/keys`, {
    token: cast.adminToken,
    body: {},
  });
  return key.json.content.key as string;
}

/** One booking through each channel, each a week apart on the own boat; returns the three reservations' versions. */
async function bookEveryChannel(weeks: number, partnerKey: string) {
  const web = nextSaturday(weeks);
  const site = await book(
    api,
    reservationBody(cast.ownBoat, { start_date: web, end_date: addDays(web, 7), customer_email: `w${weeks}@x.test` }),
  );
  expect(site.status).toBe(201);
  const staffStart = nextSaturday(weeks + 1);
  const staff = await api.call("POST", "/v1/admin/reservations", {
    token: cast.adminToken,
    body: {
      boat_id: cast.ownBoat.id,
      start_date: staffStart,
      end_date: addDays(staffStart, 3),
      guests: 2,
      customer_name: "Telefon Müşterisi",
      customer_email: `s${weeks}@x.test`,
      customer_phone: "0532 999 88 77",
    },
  });
  expect(staff.status).toBe(201);
  const partnerStart = nextSaturday(weeks + 2);
  const reference = `BV-${weeks}`;
  const partner = await api.call("POST", "/v1/partner/options", {
    token: partnerKey,
    body: {
      boat_id: cast.ownBoat.id,
      start_date: partnerStart,
      end_date: addDays(partnerStart, 7),
      guests: 4,
      client: { name: "Familie Müller" },
      partner_reference: reference,
    },
  });
  expect(partner.status).toBe(201);
  return [
    await versionOf(eq(reservations.code, site.json.content.code)),
    await versionOf(eq(reservations.code, staff.json.content.code)),
    await versionOf(eq(reservations.partnerReference, reference)),
  ];
}

beforeAll(async () => {
  api = await createTestApi();
  cast = await bookingCast(api);
});

describe("the contract's terms as versions", () => {
  it("starts at version 1 from the migration, with a SHA-256 of its texts", async () => {
    const terms = await current();
    expect(terms.version).toBe(1);
    expect(terms.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(terms.body).toContain("{{customer_name}}");
  });

  it("adds a version per change (the same text again adds none) and every channel books the current one", async () => {
    const partnerKey = await agencyKey();
    const before = await current();
    expect(await bookEveryChannel(3, partnerKey)).toEqual([before.version, before.version, before.version]);

    const body = "1. Özel madde\n{{boat_name}} teknesinde evcil hayvan kabul edilmez.";
    const saved = await save({ body, body_en: before.body_en });
    expect(saved.status).toBe(200);
    expect(saved.json.content).toMatchObject({ version: before.version + 1, body });
    expect(saved.json.content.content_hash).not.toBe(before.content_hash);
    const again = await save({ body, body_en: before.body_en });
    expect(again.json.content.version).toBe(before.version + 1);
    expect(again.json.content.content_hash).toBe(saved.json.content.content_hash);
    const note = renderToStaticMarkup(createElement(ContractVersionNote, { template: again.json.content }));
    expect(note).toMatch(new RegExp(`Sürüm ${before.version + 1}, \\d{2}\\.\\d{2}\\.\\d{4}`));

    expect(await bookEveryChannel(7, partnerKey)).toEqual([before.version + 1, before.version + 1, before.version + 1]);
  });

  it("refuses to change a stored version in the database", async () => {
    await expect(
      api.db.execute(sql`UPDATE document_template_versions SET body = 'değiştirildi' WHERE version = 1`),
    ).rejects.toThrow();
    const [first] = await api.db
      .select({ body: documentTemplateVersions.body })
      .from(documentTemplateVersions)
      .where(eq(documentTemplateVersions.version, 1));
    expect(first?.body).not.toBe("değiştirildi");
  });

  it("keeps a deleted author's version, only without its author", async () => {
    const author = await createUser(api.db, { role: "ADMIN", email: "eski.yonetici@liman.test" });
    const terms = await current();
    const saved = await updateContractTemplate(api.db, author.id, { body: `${terms.body}\n\nSon madde.` });
    await api.db.delete(users).where(eq(users.id, author.id));
    const [kept] = await api.db
      .select({ createdBy: documentTemplateVersions.createdBy, body: documentTemplateVersions.body })
      .from(documentTemplateVersions)
      .where(eq(documentTemplateVersions.version, saved.version));
    expect(kept).toEqual({ createdBy: null, body: saved.body });
  });

  it("gives a reservation inserted without naming a version (seed, fixtures) the current one", async () => {
    const r = await createReservation(api.db, {
      boatId: cast.otherBoat.id,
      startDate: daysFromToday(200),
      endDate: daysFromToday(203),
    });
    expect(await versionOf(eq(reservations.id, r.id))).toBe((await current()).version);
  });
});

describe("the audit log of the contract's terms", () => {
  it("records each new version with who, when and the texts before → after, and the dashboard labels it", async () => {
    const before = await current();
    const body = `${before.body}\n\n9. Ek madde\nTeknede yüksek sesle müzik çalınmaz.`;
    expect((await save({ body })).status).toBe(200);
    const log = await api.call("GET", "/v1/admin/audit?entity=document_template_versions", {
      token: cast.adminToken,
    });
    expect(log.status).toBe(200);
    const [newest] = log.json.content.items as AuditEntry[];
    expect(newest).toMatchObject({
      entity: "document_template_versions",
      action: "insert",
      actor: { id: cast.admin.id },
    });
    const changes = Object.fromEntries(newest!.changes.map((c) => [c.field, c]));
    expect(changes.body).toEqual({ field: "body", before: before.body, after: body });
    expect(changes.version).toMatchObject({ before: before.version, after: before.version + 1 });
    expect(changes.body_en).toBeUndefined();
    expect(new Date(newest!.at).getTime()).toBeGreaterThan(0);

    const html = renderToStaticMarkup(createElement(AuditChanges, { entry: newest! }));
    expect(auditSubject(newest!)).toBe(`Sözleşme şablonu #${newest!.entity_id}`);
    expect(html).toContain("Sözleşme koşulları");
    expect(html).toContain("Yeni değer: ");
    expect(html).toContain("Teknede yüksek sesle müzik çalınmaz.");
  });
});
