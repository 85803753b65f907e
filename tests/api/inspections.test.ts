import { and, eq } from "drizzle-orm";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { availabilityBlocks, boatDates, inspections, mailOutbox } from "@/server/db/schema";
import { anonymiseReservations } from "@/server/privacy/anonymise";
import { createBoatPrice, createReservation } from "@/server/seed/factories";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { icalDay } from "../support/ical-server";
import { readAnswer } from "../support/read-answer";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

/**
 * Ayşe Kaptan's "Mavi Rüya" comes back from Gülşen Çelik's week today; Jürgen Öztürk (English) sails next month.
 * The base manager walks the boat with each on the quay and both sign on the phone.
 */
let api: TestApi;
let cast: BoatCast;
let items: Record<string, number>;
let returning: { id: number; code: string };
let later: { id: number; code: string };
let option: { id: number };
let otherBoats: { id: number };
let signature: string;
let photo: Buffer;

const GUEST = "Gülşen Çelik";

async function pdfText(bytes: Uint8Array) {
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

type Body = Record<string, unknown>;
function inspection(kind: "checkin" | "checkout", engine_hours: number, extra: Body = {}): Body {
  return {
    kind,
    engine_hours,
    fuel_percent: kind === "checkin" ? 100 : 40,
    items: [
      { item_id: items["Güverte/Can yeleği"], state: "ok", note: "", photos: [] },
      { item_id: items["Güverte/Irgat kumandası"], state: "ok", note: "Çalışıyor", photos: [] },
      { item_id: items["Salon/Çay bardağı"], state: "ok", note: "" },
    ],
    signatures: { guest_name: GUEST, guest: signature, staff: signature },
    ...extra,
  };
}

async function post(
  reservationId: number,
  body: Body,
  files: Record<string, Buffer> = {},
  { token = cast.ownerToken, key }: { token?: string; key?: string } = {},
) {
  const form = new FormData();
  form.append("inspection", JSON.stringify(body));
  for (const [name, data] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(data)], { type: "image/jpeg" }), `${name}.jpg`);
  }
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (key) headers["idempotency-key"] = key;
  return readAnswer(
    await api.app.request(`/v1/admin/reservations/${reservationId}/inspections`, {
      method: "POST",
      headers,
      body: form,
    }),
  );
}

async function getPdf(path: string, token?: string) {
  const res = await api.app.request(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
  const put = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}/inventory`, {
    token: cast.ownerToken,
    body: {
      areas: [
        {
          name: "Güverte",
          items: [
            { name: "Can yeleği", quantity: 8 },
            { name: "Irgat kumandası", quantity: 1 },
          ],
        },
        { name: "Salon", items: [{ name: "Çay bardağı", quantity: 12 }] },
      ],
    },
  });
  expect(put.status).toBe(200);
  items = Object.fromEntries(
    (put.json.content.areas as { name: string; items: { id: number; name: string }[] }[]).flatMap((a) =>
      a.items.map((i) => [`${a.name}/${i.name}`, i.id]),
    ),
  );
  await api.call("PUT", `/v1/admin/boats/${cast.otherBoat.id}/inventory`, {
    token: cast.adminToken,
    body: { areas: [{ name: "Kıç", items: [{ name: "Çapa", quantity: 1 }] }] },
  });
  returning = await createReservation(api.db, {
    boatId: cast.ownBoat.id,
    customerName: GUEST,
    customerEmail: "gulsen.celik@liman.test",
    startDate: daysFromToday(-7),
    endDate: daysFromToday(0),
    status: "confirmed",
  });
  later = await createReservation(api.db, {
    boatId: cast.ownBoat.id,
    customerName: "Jürgen Öztürk",
    customerEmail: "jurgen@liman.test",
    startDate: daysFromToday(30),
    endDate: daysFromToday(37),
    status: "confirmed",
    locale: "en",
  });
  option = await createReservation(api.db, {
    boatId: cast.ownBoat.id,
    startDate: daysFromToday(60),
    endDate: daysFromToday(67),
  });
  otherBoats = await createReservation(api.db, {
    boatId: cast.otherBoat.id,
    startDate: daysFromToday(-3),
    endDate: daysFromToday(4),
    status: "confirmed",
  });
  const pad = await sharp({
    create: { width: 360, height: 120, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="360" height="120"><path d="M10 90 C 80 10, 160 110, 350 30" stroke="black" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  signature = `data:image/png;base64,${pad.toString("base64")}`;
  photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 150, g: 40, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: "Gizli Kaptan" } })
    .toBuffer();
});

/** A moment's day and minute in Türkiye's time, read apart from the app's own formatting. */
function istanbulParts(moment: Date): Record<string, string> {
  const format = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Istanbul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return Object.fromEntries(format.formatToParts(moment).map((p) => [p.type, p.value]));
}

describe("check-in and check-out", () => {
  it("saves a check-in with photos and signatures, lists it, and mails the guest a link to the protocol", async () => {
    const body = inspection("checkin", 1234.5, {
      items: [
        { item_id: items["Güverte/Can yeleği"], state: "ok", note: "", photos: [] },
        {
          item_id: items["Güverte/Irgat kumandası"],
          state: "issue",
          note: "Kumanda kablosu yıpranmış",
          photos: ["irgat-1", "irgat-2"],
        },
        { item_id: items["Salon/Çay bardağı"], state: "ok", note: "" },
      ],
    });
    const saved = await post(returning.id, body, { "irgat-1": photo, "irgat-2": photo }, { key: "phone-checkin-1" });
    expect(saved.status).toBe(201);
    const content = saved.json.content;
    expect(content).toMatchObject({
      reservation_id: returning.id,
      kind: "checkin",
      engine_hours: 1234.5,
      fuel_percent: 100,
      guest_name: GUEST,
      created_by: "Ayşe Kaptan",
      damages: [],
    });
    const irgat = content.items[1];
    expect(irgat).toMatchObject({ area: "Güverte", name: "Irgat kumandası", quantity: 1, state: "issue" });
    expect(irgat.photos).toHaveLength(2);
    // Re-encoded like every upload: WebP, metadata gone.
    const stored = await api.storage.get(irgat.photos[0].url.replace("/v1/media/", ""));
    const meta = await sharp(stored!).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();

    const list = await api.call("GET", `/v1/admin/reservations/${returning.id}/inspections`, {
      token: cast.adminToken,
    });
    expect(list.status).toBe(200);
    expect(list.json.content).toEqual([content]);

    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, returning.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe("gulsen.celik@liman.test");
    expect(mails[0]!.subject).toContain("giriş kontrolü");
    const link = mails[0]!.html.match(/href="([^"]+\.pdf)"/)?.[1];
    expect(link).toMatch(/\/v1\/inspections\/[A-Za-z0-9_-]{43}\.pdf$/);

    // The guest's link opens the same protocol without signing in.
    const guest = await getPdf(new URL(link!).pathname);
    expect(guest.status).toBe(200);
    const guestText = await pdfText(guest.bytes);
    expect(guestText).toContain("Teslim Tutanağı");
    expect((await getPdf(`/v1/inspections/${"x".repeat(43)}.pdf`)).status).toBe(404);
  });

  it("prints the protocol: boat, reservation, time, engine hours, fuel, items with states and notes, photos, signatures", async () => {
    const [row] = await api.db.select().from(inspections).where(eq(inspections.reservationId, returning.id));
    const pdf = await getPdf(`/v1/admin/inspections/${row!.id}.pdf`, cast.ownerToken);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain(`LIMAN-${returning.code}-giris-tutanagi.pdf`);
    const text = await pdfText(pdf.bytes.slice());
    // The moment of the walk round, in Türkiye's time (read apart from the app's own formatting).
    const parts = istanbulParts(row!.createdAt);
    expect(text).toContain(`${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`);
    for (const words of [
      "Teslim Tutanağı (Giriş Kontrolü)",
      returning.code,
      "Mavi Rüya",
      "Göcek Marina",
      GUEST,
      "Ayşe Kaptan",
      "1.234,5",
      "%100",
      "Güverte",
      "Can yeleği",
      "Irgat kumandası",
      "Sorunlu",
      "Kumanda kablosu yıpranmış",
      "Çay bardağı",
      "Fotoğraflar",
      "Misafir: Gülşen Çelik",
      "Personel: Ayşe Kaptan",
    ]) {
      expect(text).toContain(words);
    }
    // Two photo thumbnails and two signatures are drawn as images.
    const doc = await PDFDocument.load(pdf.bytes);
    const images = doc.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
      );
    const photos = images.filter(
      ([, o]) => (o as PDFRawStream).dict.get(PDFName.of("Filter")) === PDFName.of("DCTDecode"),
    );
    const signatures = images.filter(([, o]) => (o as PDFRawStream).dict.has(PDFName.of("SMask")));
    expect(photos).toHaveLength(2); // JPEG thumbnails
    expect(signatures).toHaveLength(2); // PNGs with their transparency (a soft mask each)
    expect((await getPdf(`/v1/admin/inspections/${row!.id}.pdf`, cast.otherOwnerToken)).status).toBe(404);
    expect((await getPdf(`/v1/admin/inspections/${row!.id}.pdf`)).status).toBe(401);
  });

  it("answers a resend with the same Idempotency-Key with the stored inspection, once", async () => {
    const [row] = await api.db.select().from(inspections).where(eq(inspections.reservationId, returning.id));
    const body = inspection("checkin", 1234.5, {
      items: [
        { item_id: items["Güverte/Can yeleği"], state: "ok", note: "", photos: [] },
        {
          item_id: items["Güverte/Irgat kumandası"],
          state: "issue",
          note: "Kumanda kablosu yıpranmış",
          photos: ["irgat-1", "irgat-2"],
        },
        { item_id: items["Salon/Çay bardağı"], state: "ok", note: "" },
      ],
    });
    const again = await post(returning.id, body, { "irgat-1": photo, "irgat-2": photo }, { key: "phone-checkin-1" });
    expect(again.status).toBe(201);
    expect(again.json.content.id).toBe(row!.id);
    const rows = await api.db.select().from(inspections).where(eq(inspections.reservationId, returning.id));
    expect(rows).toHaveLength(1);
    expect(await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, returning.id))).toHaveLength(1);
    // The same key with another body is refused; without a key a second check-in is a conflict.
    const other = await post(returning.id, inspection("checkin", 1300), {}, { key: "phone-checkin-1" });
    expect(other.status).toBe(422);
    const second = await post(returning.id, inspection("checkin", 1300));
    expect(second.status).toBe(409);
  });

  it("refuses a check-out without a check-in, hours going backwards, unknown items and states, bad signatures", async () => {
    const noCheckin = await post(later.id, inspection("checkout", 2000));
    expect(noCheckin.status).toBe(409);
    expect(noCheckin.json.code).toBe("CHECKIN_MISSING");

    const backwards = await post(later.id, inspection("checkin", 1000));
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.json.fields)).toEqual(["engine_hours"]);
    expect(backwards.json.content).toContain("1234.5");

    const foreign = inspection("checkin", 1300, {
      items: [
        { item_id: items["Salon/Çay bardağı"], state: "ok" },
        { item_id: 999_999, state: "ok" },
      ],
    });
    const unknown = await post(later.id, foreign);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.json.fields)).toEqual(["items.1.item_id"]);

    const state = await post(
      later.id,
      inspection("checkin", 1300, { items: [{ item_id: items["Salon/Çay bardağı"], state: "broken" }] }),
    );
    expect(state.status).toBe(400);
    expect(Object.keys(state.json.fields)).toEqual(["items.0.state"]);

    const noPhoto = await post(
      later.id,
      inspection("checkin", 1300, { items: [{ item_id: items["Salon/Çay bardağı"], state: "ok", photos: ["yok"] }] }),
    );
    expect(noPhoto.status).toBe(400);
    expect(Object.keys(noPhoto.json.fields)).toEqual(["items.0.photos.0"]);
    const notImage = await post(
      later.id,
      inspection("checkin", 1300, { items: [{ item_id: items["Salon/Çay bardağı"], state: "ok", photos: ["belge"] }] }),
      { belge: Buffer.from("%PDF-1.7 bir belge, resim değil") },
    );
    expect(notImage.status).toBe(400);
    expect(Object.keys(notImage.json.fields)).toEqual(["items.0.photos.0"]);

    const notPng = await post(
      later.id,
      inspection("checkin", 1300, {
        signatures: {
          guest_name: "Jürgen Öztürk",
          guest: `data:image/png;base64,${photo.toString("base64")}`,
          staff: signature,
        },
      }),
    );
    expect(notPng.status).toBe(400);
    expect(Object.keys(notPng.json.fields)).toEqual(["signatures.guest"]);
    const huge = await post(
      later.id,
      inspection("checkin", 1300, {
        signatures: {
          guest_name: "Jürgen Öztürk",
          guest: `data:image/png;base64,${"A".repeat(400_000)}`,
          staff: signature,
        },
      }),
    );
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.json.fields)).toEqual(["signatures.guest"]);

    const optionCheckin = await post(option.id, inspection("checkin", 1300));
    expect(optionCheckin.status).toBe(409);
    const notJson = await readAnswer(
      await api.app.request(`/v1/admin/reservations/${later.id}/inspections`, {
        method: "POST",
        headers: { authorization: `Bearer ${cast.ownerToken}` },
        body: (() => {
          const f = new FormData();
          f.append("inspection", "{kind:");
          return f;
        })(),
      }),
    );
    expect(notJson.status).toBe(400);
    expect(await api.db.select().from(inspections).where(eq(inspections.reservationId, later.id))).toHaveLength(0);
  });

  it("an OWNER gets 404 for another owner's reservation, and cannot use another boat's items", async () => {
    const post404 = await post(otherBoats.id, inspection("checkin", 10));
    expect(post404.status).toBe(404);
    const list404 = await api.call("GET", `/v1/admin/reservations/${otherBoats.id}/inspections`, {
      token: cast.ownerToken,
    });
    expect(list404.status).toBe(404);
    const [anchor] = (
      await api.call("GET", `/v1/admin/boats/${cast.otherBoat.id}/inventory`, { token: cast.adminToken })
    ).json.content.areas[0].items;
    const mixed = await post(
      otherBoats.id,
      inspection("checkin", 10, { items: [{ item_id: items["Salon/Çay bardağı"], state: "ok" }] }),
      {},
      { token: cast.adminToken },
    );
    expect(mixed.status).toBe(400);
    const ok = await post(
      otherBoats.id,
      inspection("checkin", 10, { items: [{ item_id: anchor.id, state: "ok" }] }),
      {},
      { token: cast.otherOwnerToken },
    );
    expect(ok.status).toBe(201);
    // Out of service over the boat's next charter: 409, and the check-out is not saved.
    await createReservation(api.db, {
      boatId: cast.otherBoat.id,
      startDate: daysFromToday(10),
      endDate: daysFromToday(17),
      status: "confirmed",
    });
    const overlapping = await post(
      otherBoats.id,
      inspection("checkout", 20, {
        items: [{ item_id: anchor.id, state: "damaged", note: "Zincir koptu" }],
        out_of_service_until: daysFromToday(12),
      }),
      {},
      { token: cast.otherOwnerToken },
    );
    expect(overlapping.status).toBe(409);
    expect(overlapping.json.code).toBe("DATES_UNAVAILABLE");
    const kinds = await api.db
      .select({ kind: inspections.kind })
      .from(inspections)
      .where(eq(inspections.reservationId, otherBoats.id));
    expect(kinds).toEqual([{ kind: "checkin" }]);
  });

  it("a check-out lists the damages against the check-in and closes the calendar until the boat is back in service", async () => {
    // Priced, so the quote answers on availability alone: the days after the charter are bookable before.
    await createBoatPrice(api.db, { boatId: cast.ownBoat.id });
    const quoteAfterCharter = () =>
      api.call("POST", `/v1/boats/${cast.ownBoat.slug}/quote`, {
        body: { start_date: daysFromToday(1), end_date: daysFromToday(3), guests: 2 },
      });
    expect((await quoteAfterCharter()).status).toBe(200);
    const closedInFeed = `DTSTART;VALUE=DATE:${icalDay(daysFromToday(0))}\r\nDTEND;VALUE=DATE:${icalDay(daysFromToday(5))}`;
    expect((await api.call("GET", `/v1/boats/${cast.ownBoat.slug}/calendar.ics`)).text).not.toContain(closedInFeed);
    const body = inspection("checkout", 1260, {
      items: [
        { item_id: items["Güverte/Can yeleği"], state: "missing", note: "2 adet eksik", photos: [] },
        { item_id: items["Güverte/Irgat kumandası"], state: "issue", note: "Aynı", photos: [] },
        { item_id: items["Salon/Çay bardağı"], state: "damaged", note: "Kırık", photos: ["bardak"] },
      ],
      out_of_service_until: daysFromToday(5),
    });
    const saved = await post(returning.id, body, { bardak: photo }, { key: "phone-checkout-1" });
    expect(saved.status).toBe(201);
    expect(saved.json.content.damages).toEqual([
      {
        item_id: items["Güverte/Can yeleği"],
        area: "Güverte",
        name: "Can yeleği",
        checkin_state: "ok",
        checkout_state: "missing",
        note: "2 adet eksik",
      },
      {
        item_id: items["Salon/Çay bardağı"],
        area: "Salon",
        name: "Çay bardağı",
        checkin_state: "ok",
        checkout_state: "damaged",
        note: "Kırık",
      },
    ]);
    // The public quote, the site's calendar and the iCal feed see the closing: those days are not bookable.
    const quote = await quoteAfterCharter();
    expect(quote.status).toBe(409);
    expect(quote.json.code).toBe("DATES_UNAVAILABLE");
    const availability = await api.call(
      "GET",
      `/v1/boats/${cast.ownBoat.slug}/availability?from=${daysFromToday(0)}&to=${daysFromToday(20)}`,
    );
    expect(availability.status).toBe(200);
    expect(availability.json.content.blocked).toContainEqual(expect.objectContaining({ end_date: daysFromToday(5) }));
    expect((await api.call("GET", `/v1/boats/${cast.ownBoat.slug}/calendar.ics`)).text).toContain(closedInFeed);

    // The boat is closed from today (the charter's last day) until the day it is back in service.
    const [closing] = await api.db.select().from(boatDates).where(eq(boatDates.boatId, cast.ownBoat.id));
    expect(closing).toMatchObject({ startDate: daysFromToday(0), endDate: daysFromToday(5) });
    const blocks = await api.db
      .select()
      .from(availabilityBlocks)
      .where(and(eq(availabilityBlocks.boatId, cast.ownBoat.id), eq(availabilityBlocks.boatDateId, closing!.id)));
    expect(blocks).toHaveLength(1);
    const pdf = await getPdf(saved.json.content.pdf_url, cast.adminToken);
    const text = await pdfText(pdf.bytes);
    for (const words of [
      "İade Tutanağı (Çıkış Kontrolü)",
      "Giriş kontrolüne göre hasarlar ve eksikler",
      "2 adet eksik",
      "Kırık",
      "Hasarlı",
      "Eksik",
      "%40",
    ]) {
      expect(text).toContain(words);
    }
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, returning.id));
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining("giriş kontrolü"),
      expect.stringContaining("çıkış kontrolü"),
    ]);
  });

  it("writes the English guest's protocol and mail in English", async () => {
    const saved = await post(later.id, inspection("checkin", 1300.25, { fuel_percent: 75 }));
    expect(saved.status).toBe(201);
    expect(saved.json.content.engine_hours).toBe(1300.3);
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, later.id));
    expect(mail!.subject).toContain("check-in protocol");
    expect(mail!.html).toContain("Download the protocol (PDF)");
    const text = await pdfText((await getPdf(saved.json.content.pdf_url, cast.ownerToken)).bytes);
    // The walk round's moment in Türkiye's time, as English readers write it (day first, 24-hour clock).
    const at = istanbulParts(new Date(saved.json.content.created_at));
    expect(text).toContain(`${at.day}/${at.month}/${at.year}, ${at.hour}:${at.minute}`);
    for (const words of [
      "Handover Protocol (Check-in)",
      "Engine hours",
      "1,300.3",
      "75%",
      "Guest: Gülşen Çelik",
      "OK",
    ]) {
      expect(text).toContain(words);
    }
  });

  it("the guest's KVKK export lists their protocols with the name and signature they gave on the quay", async () => {
    const res = await api.call("POST", "/v1/admin/kvkk/export", {
      token: cast.adminToken,
      body: { email: "gulsen.celik@liman.test" },
    });
    expect(res.status).toBe(200);
    const [reservation] = res.json.content.reservations;
    expect(reservation.code).toBe(returning.code);
    expect(reservation.inspections.map((i: { kind: string }) => i.kind).sort()).toEqual(["checkin", "checkout"]);
    for (const protocol of reservation.inspections) {
      expect(protocol).toMatchObject({ guest_name: GUEST, created_at: expect.any(String) });
      // The signature as the guest gave it: a PNG, re-encoded by us.
      expect(protocol.guest_signature).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(protocol.guest_signature.split(",")[1], "base64");
      expect((await sharp(png).metadata()).format).toBe("png");
      // The staff's signature and the boat's state are not the guest's data.
      expect(protocol).not.toHaveProperty("staff_signature");
    }
  });

  it("a KVKK erasure of the reservation removes the guest's name and signature from its protocols and ends the link", async () => {
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, returning.id));
    const link = new URL(mail!.html.match(/href="([^"]+\.pdf)"/)![1]!).pathname;
    await api.db.transaction((tx) => anonymiseReservations(tx, [returning.id], new Date()));
    expect((await getPdf(link)).status).toBe(404);
    const [row] = await api.db.select().from(inspections).where(eq(inspections.reservationId, returning.id));
    const pdf = await getPdf(`/v1/admin/inspections/${row!.id}.pdf`, cast.adminToken);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain("Irgat kumandası");
    expect(text).not.toContain(GUEST);
  });
});
