import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import type { DocumentInput } from "@/server/reservation-documents/document-input";
import { documentVersion, RENDERER_REVISION } from "@/server/reservation-documents/document-version";
import { daysFromToday } from "../support/test-dates";

/** The files whose code decides what a PDF looks like for a given input (render-document.ts and what it draws with). */
const RENDERER_FILES = [
  "src/server/pdf/create-pdf-document.ts",
  "src/server/pdf/load-pdf-fonts.ts",
  "src/server/reservation-documents/confirmation-pdf.ts",
  "src/server/reservation-documents/contract-pdf.ts",
  "src/server/reservation-documents/document-labels.ts",
  "src/server/reservation-documents/document-notes.ts",
  "src/server/reservation-documents/payment-schedule.ts",
  "src/server/reservation-documents/render-document.ts",
];

/**
 * The renderer's files at each RENDERER_REVISION. Never edit a recorded line: when the files change, bump
 * RENDERER_REVISION in src/server/reservation-documents/document-version.ts and add a line for it with the hash the
 * failing test prints, so that no PDF stored by the old renderer is served again (decision 0053).
 */
const RECORDED: Record<number, string> = {
  1: "7108bd1fe161eaa9d41c3ab95c8142bac99de7d4550fdc41c99d53e91aa86172",
  2: "7bfb97e2b61e7eae7f5153db865cb40a29c759c9194b2dd5aaccbf777c76667c",
};

const filesHash = () => {
  const hash = createHash("sha256");
  for (const file of RENDERER_FILES) hash.update(file).update("\0").update(readFileSync(file, "utf8")).update("\0");
  return hash.digest("hex");
};

const input = (guests: number, createdAt: Date): DocumentInput => ({
  kind: "confirmation",
  data: {
    company: { name: "Liman", address: "", phone: "", email: "" },
    reservation: {
      code: "LMN-7K2Q9X",
      status: "option",
      customerName: "Deniz Yıldız",
      customerEmail: "deniz@liman.test",
      customerPhone: "+90 555 000 00 00",
      guests,
      startDate: daysFromToday(40),
      endDate: daysFromToday(47),
      total: 1_000_000,
      deposit: 200_000,
      currency: "EUR",
      optionExpiresAt: null,
      createdAt,
      locale: "tr",
    },
    boat: {
      name: "Mavi Rüya",
      checkInTime: "17:00",
      checkOutTime: "09:00",
      marina: "Göcek",
      place: "Fethiye / Muğla",
      securityDeposit: null,
    },
    lines: [],
    dueAtBase: 0,
    paid: 0,
    balanceDueDays: 30,
    banks: [],
    cancellationTerms: [],
  },
});

describe("a reservation document's version (decision 0053)", () => {
  it("is the same for equal input whatever the order of its keys, and differs for any changed value or moment", () => {
    const moment = clock.now();
    const a = input(4, moment);
    const reversed = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).reverse()) as T;
    const reordered = reversed({ ...a, data: reversed({ ...a.data, reservation: reversed(a.data.reservation) }) });
    expect(Object.keys(reordered.data.reservation)[0]).toBe("locale");
    expect(documentVersion(reordered)).toBe(documentVersion(a));
    expect(documentVersion(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(documentVersion(input(5, moment))).not.toBe(documentVersion(a));
    expect(documentVersion(input(4, new Date(moment.getTime() + 1000)))).not.toBe(documentVersion(a));
  });

  it("takes RENDERER_REVISION, which is bumped whenever the renderer's files change", () => {
    const hash = filesHash();
    expect(
      RECORDED[RENDERER_REVISION],
      `The PDF renderer's files changed: bump RENDERER_REVISION and record it here as ${RENDERER_REVISION + 1}: "${hash}"`,
    ).toBe(hash);
  });
});
