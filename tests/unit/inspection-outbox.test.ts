import { IDBFactory } from "fake-indexeddb";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { daysFromToday } from "../support/test-dates";
import { ApiError } from "@/shared/api/client";
import { idbDraftStore } from "@/features/dashboard/quay/draft-store";
import {
  type InspectionDraft,
  inspectionForm,
  missingParts,
  newDraft,
  readNumber,
} from "@/features/dashboard/quay/inspection-draft";
import {
  createOutbox,
  type DraftStore,
  failureOf,
  OFFLINE_MESSAGE,
  type OutboxEvent,
  retryDelay,
  type SendInspection,
} from "@/features/dashboard/quay/inspection-outbox";

/**
 * The phone's outbox of inspections (decision 0048) on a real IndexedDB implementation (fake-indexeddb, in memory):
 * drafts kept with their photo Blobs, a submit without a connection kept queued, sent once when the connection is
 * back with the key made when the form was started, removed after the server's answer. The server is stood in by
 * `server()`: it records each request it receives and answers, fails or drops the connection as told.
 */

const globals = globalThis as { indexedDB?: IDBFactory };
const previousIndexedDb = globals.indexedDB;
beforeAll(() => {
  globals.indexedDB = new IDBFactory();
});
afterAll(() => {
  if (previousIndexedDb === undefined) delete globals.indexedDB;
  else globals.indexedDB = previousIndexedDb;
});

let database = 0;
let store: DraftStore;
beforeEach(() => {
  database += 1;
  store = idbDraftStore(`outbox-test-${database}`);
});

type Received = { key: string; json: Record<string, unknown>; files: Record<string, string> };

/** A stand-in of the inspections endpoint: `mode` decides the next answer; every request that arrives is kept. */
function server() {
  const received: Received[] = [];
  const byKey = new Map<string, number>();
  let mode: "up" | "offline" | "lost-answer" | "refuse" | "busy" = "up";
  let delay = 0;
  const send: SendInspection = async (draft) => {
    if (mode === "offline") throw new ApiError(0, "network", "NETWORK");
    const form = inspectionForm(draft);
    const files: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (value instanceof Blob) files[name] = await value.text();
    received.push({ key: draft.idempotencyKey, json: JSON.parse(String(form.get("inspection"))), files });
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    if (mode === "refuse") throw new ApiError(400, "Motor saati geri gidemez.", "BAD_REQUEST", { engine_hours: "x" });
    if (mode === "busy") throw new ApiError(503, "Veritabanı yanıt vermiyor.");
    // Idempotency as the API keeps it: the same key answers the inspection saved first.
    const id = byKey.get(draft.idempotencyKey) ?? byKey.size + 1;
    byKey.set(draft.idempotencyKey, id);
    if (mode === "lost-answer") throw new ApiError(0, "network", "NETWORK");
    return { id };
  };
  return {
    send,
    received,
    saved: () => byKey.size,
    set: (next: typeof mode, wait = 0) => {
      mode = next;
      delay = wait;
    },
  };
}

function filledDraft(overrides: Partial<InspectionDraft> = {}): InspectionDraft {
  const draft = newDraft(
    { userId: 7, reservationId: 41, kind: "checkin" },
    { idempotencyKey: "key-made-at-start", now: clock.now(), guestName: "Ayşe Yılmaz" },
  );
  return {
    ...draft,
    engineHours: "1.234,5",
    fuelPercent: "80",
    itemIds: [11, 12],
    items: {
      11: { state: "ok", note: "", photos: [] },
      12: {
        state: "damaged",
        note: " Çapa zinciri paslı ",
        photos: [{ id: "p1", name: "zincir.jpg", blob: new Blob(["JPEG-BYTES"], { type: "image/jpeg" }) }],
      },
    },
    guestSignature: "data:image/png;base64,AAAA",
    staffSignature: "data:image/png;base64,BBBB",
    ...overrides,
  };
}

describe("the inspection draft", () => {
  it("reads numbers as a Turkish phone keyboard types them", () => {
    expect(readNumber("1.234,5")).toBe(1234.5);
    expect(readNumber("1234.5")).toBe(1234.5);
    expect(readNumber(" 87 ")).toBe(87);
    expect(readNumber("")).toBeNull();
    expect(readNumber("-3")).toBeNull();
    expect(readNumber("12a")).toBeNull();
  });

  it("names what still stops a submit", () => {
    const empty = newDraft(
      { userId: 7, reservationId: 41, kind: "checkin" },
      { idempotencyKey: "k", now: clock.now() },
    );
    expect(Object.keys(missingParts(empty, [11, 12])).sort()).toEqual(
      ["engine_hours", "fuel_percent", "guest_name", "guest_signature", "items", "staff_signature"].sort(),
    );
    expect(missingParts(empty, [11, 12]).items).toBe("2 malzeme işaretlenmedi.");
    expect(missingParts(filledDraft(), [11, 12])).toEqual({});
    expect(missingParts(filledDraft({ fuelPercent: "101" }), [11, 12])).toHaveProperty("fuel_percent");
    // The API's limit of photos in one inspection (24), counted before the phone sends it.
    const photo = { id: "p", name: "p.jpg", blob: new Blob(["x"]) };
    const many = filledDraft({
      items: {
        11: { state: "ok", note: "", photos: Array.from({ length: 13 }, () => photo) },
        12: { state: "ok", note: "", photos: Array.from({ length: 12 }, () => photo) },
      },
    });
    expect(missingParts(many, [11, 12]).photos).toBe("En fazla 24 fotoğraf gönderilebilir (şu an 25).");
  });

  it("becomes the multipart request of the API: the JSON names each photo's file field", async () => {
    const until = daysFromToday(3);
    const form = inspectionForm(filledDraft({ kind: "checkout", outOfServiceUntil: until }));
    const json = JSON.parse(String(form.get("inspection")));
    expect(json).toEqual({
      kind: "checkout",
      engine_hours: 1234.5,
      fuel_percent: 80,
      items: [
        { item_id: 11, state: "ok", note: "", photos: [] },
        { item_id: 12, state: "damaged", note: "Çapa zinciri paslı", photos: ["photo_12_1"] },
      ],
      signatures: {
        guest_name: "Ayşe Yılmaz",
        guest: "data:image/png;base64,AAAA",
        staff: "data:image/png;base64,BBBB",
      },
      out_of_service_until: until,
    });
    // A check-in never closes the calendar, whatever the draft holds.
    expect(
      JSON.parse(String(inspectionForm(filledDraft({ outOfServiceUntil: until })).get("inspection"))),
    ).not.toHaveProperty("out_of_service_until");
    const photo = form.get("photo_12_1") as File;
    expect(photo.name).toBe("zincir.jpg");
    expect(await photo.text()).toBe("JPEG-BYTES");
  });
});

describe("the outbox", () => {
  it("keeps what is typed, photos as Blobs, across a new outbox (a reload of the page)", async () => {
    await createOutbox(store).save(filledDraft());
    const again = await createOutbox(idbDraftStore(`outbox-test-${database}`)).load("7:41:checkin");
    expect(again?.engineHours).toBe("1.234,5");
    const photo = again?.items[12]?.photos[0]?.blob;
    expect(photo).toBeInstanceOf(Blob);
    expect(await photo?.text()).toBe("JPEG-BYTES");
  });

  it("queues a submit made offline and sends it once when the connection is back, then forgets it", async () => {
    const api = server();
    const outbox = createOutbox(store);
    const events: OutboxEvent[] = [];
    outbox.subscribe((e) => events.push(e));

    api.set("offline");
    const first = await outbox.submit(filledDraft(), api.send);
    expect(first).toEqual({ key: "7:41:checkin", kind: "waiting", message: OFFLINE_MESSAGE, attempts: 1 });
    const kept = await outbox.load("7:41:checkin");
    expect(kept?.status).toBe("queued");
    expect(kept?.lastError).toBe(OFFLINE_MESSAGE);
    expect(await outbox.flush(7, api.send)).toEqual([
      { key: "7:41:checkin", kind: "waiting", message: OFFLINE_MESSAGE, attempts: 2 },
    ]);
    expect(api.received).toHaveLength(0);

    api.set("up");
    expect(await outbox.flush(7, api.send)).toEqual([{ key: "7:41:checkin", kind: "saved", inspectionId: 1 }]);
    expect(api.received).toHaveLength(1);
    expect(api.received[0]?.key).toBe("key-made-at-start");
    expect(api.received[0]?.files).toEqual({ photo_12_1: "JPEG-BYTES" });
    expect(await outbox.load("7:41:checkin")).toBeUndefined();
    // Nothing left: the next online event sends nothing.
    expect(await outbox.flush(7, api.send)).toEqual([]);
    expect(api.received).toHaveLength(1);
    expect(events.map((e) => e.kind)).toEqual(["changed", "waiting", "waiting", "saved"]);
  });

  it("sends again with the same key when the answer was lost: the server saves it once", async () => {
    const api = server();
    const outbox = createOutbox(store);
    api.set("lost-answer");
    expect((await outbox.submit(filledDraft(), api.send))?.kind).toBe("waiting");
    api.set("up");
    expect(await outbox.flush(7, api.send)).toEqual([{ key: "7:41:checkin", kind: "saved", inspectionId: 1 }]);
    expect(api.received.map((r) => r.key)).toEqual(["key-made-at-start", "key-made-at-start"]);
    expect(api.saved()).toBe(1);
  });

  it("never sends the same draft twice at once (the online event, the timer and the button together)", async () => {
    const api = server();
    const outbox = createOutbox(store);
    api.set("offline");
    await outbox.submit(filledDraft(), api.send);
    api.set("up", 30);
    const outcomes = await Promise.all([
      outbox.flush(7, api.send),
      outbox.flush(7, api.send),
      outbox.flush(7, api.send),
    ]);
    expect(outcomes.flat()).toEqual([{ key: "7:41:checkin", kind: "saved", inspectionId: 1 }]);
    expect(api.received).toHaveLength(1);
  });

  it("keeps a refused draft with the server's message for the user to correct, and resends it with the same key", async () => {
    const api = server();
    const outbox = createOutbox(store);
    api.set("refuse");
    expect(await outbox.submit(filledDraft(), api.send)).toEqual({
      key: "7:41:checkin",
      kind: "rejected",
      message: "Motor saati geri gidemez.",
    });
    const refused = await outbox.load("7:41:checkin");
    expect(refused?.status).toBe("rejected");
    // Not queued: the next online event does not send it again as it was.
    expect(await outbox.flush(7, api.send)).toEqual([]);

    api.set("up");
    const corrected = { ...(refused as InspectionDraft), engineHours: "1300", status: "editing" as const };
    expect(await outbox.save(corrected)).toBe(true);
    expect((await outbox.submit(corrected, api.send))?.kind).toBe("saved");
    expect(api.received.map((r) => [r.key, r.json.engine_hours])).toEqual([
      ["key-made-at-start", 1234.5],
      ["key-made-at-start", 1300],
    ]);
  });

  it("keeps a draft queued while the server is busy or the session has run out", async () => {
    const api = server();
    const outbox = createOutbox(store);
    api.set("busy");
    expect((await outbox.submit(filledDraft(), api.send))?.kind).toBe("waiting");
    expect((await outbox.load("7:41:checkin"))?.status).toBe("queued");
    expect(failureOf(new ApiError(401, "x")).retry).toBe(true);
    expect(failureOf(new ApiError(429, "x")).retry).toBe(true);
    expect(failureOf(new ApiError(409, "Önce check-in gerekir.")).retry).toBe(false);
    expect(failureOf(new ApiError(404, "Bulunamadı")).message).toBe("Bulunamadı");
  });

  it("does not let an edit still on its way undo a submit", async () => {
    const api = server();
    api.set("offline");
    const outbox = createOutbox(store);
    const draft = filledDraft();
    await outbox.submit(draft, api.send);
    expect(await outbox.save({ ...draft, engineHours: "1" })).toBe(false);
    expect(await outbox.discard(draft.key)).toBe(false);
    const kept = await outbox.load(draft.key);
    expect([kept?.status, kept?.engineHours]).toEqual(["queued", "1.234,5"]);
  });

  it("sends only the signed-in staff member's drafts, a check-in before its check-out", async () => {
    const api = server();
    const outbox = createOutbox(store);
    api.set("offline");
    const checkout = filledDraft({ kind: "checkout", key: "7:41:checkout", idempotencyKey: "out" });
    await outbox.submit(checkout, api.send);
    await outbox.submit(filledDraft({ idempotencyKey: "in" }), api.send);
    await outbox.submit(
      filledDraft({ key: "8:50:checkin", userId: 8, reservationId: 50, idempotencyKey: "other" }),
      api.send,
    );
    api.set("up");
    expect((await outbox.flush(7, api.send)).map((e) => e.kind)).toEqual(["saved", "saved"]);
    expect(api.received.map((r) => r.key)).toEqual(["in", "out"]);
    expect((await outbox.queued(8)).map((d) => d.key)).toEqual(["8:50:checkin"]);
  });

  it("waits longer after each failed attempt, at most a minute", () => {
    expect([1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });
});
