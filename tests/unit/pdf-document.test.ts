import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { createPdfDocument } from "@/server/pdf/create-pdf-document";

const company = { name: "Liman Yatçılık", contact: "+90 252 000 00 00 · ofis@liman.test · Göcek, Muğla" };

async function pagesOf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: false });
  return { pages: text as string[], totalPages };
}

describe("createPdfDocument", () => {
  it("embeds a font with the Turkish letters: every one of them reads back as text", async () => {
    const doc = await createPdfDocument({ title: "Belge", company });
    doc
      .heading("Çağrı Işıklı İğdeli")
      .keyValues([["Şehir", "Muğla — Göcek"]])
      .text("ğ ş ı İ ç ö ü Ğ Ş Ç Ö Ü ₺")
      .table(
        [
          { header: "Tekne", width: 2 },
          { header: "Tutar", width: 1, align: "right" },
        ],
        [["Şirin Gülüş", "₺12.500,00"]],
      );
    const bytes = await doc.save();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { pages } = await pagesOf(bytes);
    const text = pages.join("\n");
    for (const expected of [
      "Çağrı Işıklı İğdeli",
      "Şehir",
      "Muğla — Göcek",
      "ğ ş ı İ ç ö ü Ğ Ş Ç Ö Ü ₺",
      "Şirin Gülüş",
      "₺12.500,00",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("breaks a long table over pages, repeats its header and numbers every page in the footer", async () => {
    const doc = await createPdfDocument({ title: "Uzun liste", company });
    const rows = Array.from({ length: 120 }, (_, i) => [`Satır ${i + 1}`, `Değer ${i + 1}`]);
    doc.heading("Uzun liste").table(
      [
        { header: "Ad", width: 1 },
        { header: "Değer", width: 1 },
      ],
      rows,
    );
    const { pages, totalPages } = await pagesOf(await doc.save());
    expect(totalPages).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Sayfa ${i + 1} / ${totalPages}`);
      expect(page).toContain("Liman Yatçılık · +90 252 000 00 00 · ofis@liman.test · Göcek, Muğla");
      expect(page).toContain("Ad");
    });
    const all = pages.join("\n");
    expect(all).toContain("Satır 1");
    expect(all).toContain("Satır 120");
  });

  it("wraps a cell too long for its column instead of drawing past it", async () => {
    const doc = await createPdfDocument({ title: "Dar", company });
    doc.table(
      [
        { header: "Kısa", width: 1 },
        { header: "Uzun", width: 1 },
      ],
      [["a", "Çok uzun bir açıklama ".repeat(20).trim()]],
    );
    const { pages } = await pagesOf(await doc.save());
    expect(pages[0]!.replace(/\s+/g, " ")).toContain("Çok uzun bir açıklama Çok uzun bir açıklama");
  });
});
