import { describe, expect, it } from "vitest";
import en from "@/i18n/documents/en.json";
import tr from "@/i18n/documents/tr.json";
import { CONTRACT_LABELS, DOCUMENT_LABELS } from "@/server/reservation-documents/document-labels";
import { STATUS_LABELS } from "@/shared/reservation-status";
import { argumentsOf, leaves, type Tree } from "../support/icu-catalogue";

const catalogues = { tr: leaves(tr as Tree), en: leaves(en as Tree) };

describe("the reservation documents' catalogues (src/i18n/documents)", () => {
  it("have every key in both languages, with the same arguments", () => {
    expect([...catalogues.en.keys()].sort()).toEqual([...catalogues.tr.keys()].sort());
    for (const [key, turkish] of catalogues.tr) {
      expect(argumentsOf(catalogues.en.get(key)!), key).toEqual(argumentsOf(turkish));
    }
  });

  it("name the statuses in Turkish as the rest of the product does", () => {
    expect(tr.document.statuses).toEqual(STATUS_LABELS);
  });

  it("fill in counts, amounts and codes as the PDFs print them", () => {
    expect([1, 2].map(DOCUMENT_LABELS.en.guestCount)).toEqual(["1 guest", "2 guests"]);
    expect([1, 14].map(DOCUMENT_LABELS.en.days)).toEqual(["1 day", "14 days"]);
    expect([1, 14].map(DOCUMENT_LABELS.tr.days)).toEqual(["1 gün", "14 gün"]);
    expect(DOCUMENT_LABELS.tr.guestCount(1200)).toBe("1200 kişi");
    expect(DOCUMENT_LABELS.tr.open("€1.250,00")).toBe("Kalan: €1.250,00");
    expect(DOCUMENT_LABELS.en.reference("LMN0042")).toBe(
      "Please quote your booking code (LMN0042) as the reference of your payments.",
    );
    expect(CONTRACT_LABELS.tr.at("12 Haziran 2026 Cuma", "17:00")).toBe("12 Haziran 2026 Cuma, saat 17:00");
    expect(CONTRACT_LABELS.en.at("Friday 12 June 2026", "17:00")).toBe("Friday 12 June 2026, at 17:00");
  });
});
