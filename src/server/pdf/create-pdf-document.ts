import "server-only";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { CompanyDetails } from "./get-company-details";
import { loadPdfFonts } from "./load-pdf-fonts";

/** A table column: its header, its share of the line (relative width) and its alignment. */
export type PdfColumn = { header: string; width: number; align?: "left" | "right" };
export type PdfTableOptions = { bold?: boolean[] };
/** A picture to draw: PNG or JPEG bytes, and an optional caption under it. */
export type PdfImage = { bytes: Uint8Array; format: "png" | "jpg"; caption?: string };

export type PdfDocumentOptions = {
  /** The document's title: the first heading and the PDF's metadata title. */
  title: string;
  company: CompanyDetails;
  orientation?: "portrait" | "landscape";
  /** The PDF's creation and modification dates (its metadata); the clock's now when absent. */
  createdAt?: Date;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const FOOTER_HEIGHT = 28;
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.46);
const RULE = rgb(0.82, 0.83, 0.86);
const HEADER_FILL = rgb(0.93, 0.95, 0.97);

/** Splits `text` into lines no wider than `width` at `size` (words; a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A PDF on A4 with Inter embedded (every Turkish letter renders and reads back as text), written top to bottom:
 * `heading`, `text`, `keyValues`, `table` (column widths, wrapped cells, a new page with the header row
 * repeated when a row does not fit) and `spacer`; `save()` adds the footer (company name and contact,
 * "Sayfa n / N") to every page and answers the bytes.
 */
export async function createPdfDocument(options: PdfDocumentOptions) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const files = await loadPdfFonts();
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  pdf.setTitle(options.title);
  pdf.setProducer(options.company.name);
  pdf.setCreator(options.company.name);
  if (options.createdAt) {
    pdf.setCreationDate(options.createdAt);
    pdf.setModificationDate(options.createdAt);
  }

  const [w, h] = options.orientation === "landscape" ? [A4[1], A4[0]] : A4;
  const contentWidth = w - 2 * MARGIN;
  const bottom = MARGIN + FOOTER_HEIGHT;
  let page: PDFPage = pdf.addPage([w, h]);
  let y = h - MARGIN;

  const newPage = () => {
    page = pdf.addPage([w, h]);
    y = h - MARGIN;
  };
  const ensure = (height: number) => {
    if (y - height < bottom) newPage();
  };
  const draw = (text: string, x: number, size: number, font: PDFFont, color = TEXT) =>
    page.drawText(text, { x, y: y - size, size, font, color });

  const doc = {
    heading(text: string, size = 16) {
      const lines = wrap(text, bold, size, contentWidth);
      ensure(lines.length * size * 1.3 + 6);
      for (const line of lines) {
        draw(line, MARGIN, size, bold);
        y -= size * 1.3;
      }
      y -= 6;
      return doc;
    },
    text(text: string, { size = 9, muted = false }: { size?: number; muted?: boolean } = {}) {
      for (const line of wrap(text, regular, size, contentWidth)) {
        ensure(size * 1.4);
        draw(line, MARGIN, size, regular, muted ? MUTED : TEXT);
        y -= size * 1.4;
      }
      return doc;
    },
    /** Label: value pairs, labels in bold in a column of their own. */
    keyValues(pairs: [string, string][], size = 9) {
      const labelWidth = Math.min(
        contentWidth / 3,
        Math.max(...pairs.map(([k]) => bold.widthOfTextAtSize(k, size))) + 12,
      );
      for (const [key, value] of pairs) {
        const lines = wrap(value, regular, size, contentWidth - labelWidth);
        ensure(lines.length * size * 1.4);
        draw(key, MARGIN, size, bold);
        for (const line of lines) {
          draw(line, MARGIN + labelWidth, size, regular);
          y -= size * 1.4;
        }
      }
      y -= 4;
      return doc;
    },
    spacer(height = 10) {
      y -= height;
      return doc;
    },
    /** A table across the content width; `rows` are cell texts; `bold[i]` sets row i in bold (totals). */
    table(columns: PdfColumn[], rows: string[][], { bold: boldRows = [] }: PdfTableOptions = {}, size = 8) {
      const share = columns.reduce((sum, c) => sum + c.width, 0);
      const widths = columns.map((c) => (c.width / share) * contentWidth);
      const pad = 3;
      const lineHeight = size * 1.3;
      const drawRow = (cells: string[], font: PDFFont, fill?: typeof HEADER_FILL) => {
        const wrapped = cells.map((cell, i) => wrap(cell, font, size, widths[i]! - 2 * pad));
        const height = Math.max(...wrapped.map((l) => l.length)) * lineHeight + 2 * pad;
        if (fill) page.drawRectangle({ x: MARGIN, y: y - height, width: contentWidth, height, color: fill });
        let x = MARGIN;
        wrapped.forEach((lines, i) => {
          const right = columns[i]!.align === "right";
          lines.forEach((line, n) => {
            const tx = right ? x + widths[i]! - pad - font.widthOfTextAtSize(line, size) : x + pad;
            page.drawText(line, { x: tx, y: y - pad - (n + 1) * lineHeight + size * 0.25, size, font, color: TEXT });
          });
          x += widths[i]!;
        });
        y -= height;
        page.drawLine({
          start: { x: MARGIN, y },
          end: { x: MARGIN + contentWidth, y },
          thickness: 0.5,
          color: RULE,
        });
        return height;
      };
      const rowHeight = (cells: string[], font: PDFFont) =>
        Math.max(...cells.map((cell, i) => wrap(cell, font, size, widths[i]! - 2 * pad).length)) * lineHeight + 2 * pad;
      const header = columns.map((c) => c.header);
      ensure(rowHeight(header, bold) + lineHeight + 2 * pad);
      drawRow(header, bold, HEADER_FILL);
      rows.forEach((cells, i) => {
        const font = boldRows[i] ? bold : regular;
        if (y - rowHeight(cells, font) < bottom) {
          newPage();
          drawRow(header, bold, HEADER_FILL);
        }
        drawRow(cells, font);
      });
      y -= 8;
      return doc;
    },
    /**
     * Pictures side by side (photos as thumbnails, signatures), each scaled to `height` points high (and at most
     * the content width), wrapping to a new line and a new page as needed, a caption under each.
     */
    async images(list: PdfImage[], { height = 80, gap = 8 }: { height?: number; gap?: number } = {}) {
      const captionSize = 7;
      const rowHeight = height + captionSize * 1.6 + gap;
      let x = MARGIN;
      let started = false;
      for (const image of list) {
        const embedded = image.format === "png" ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes);
        const scale = Math.min(height / embedded.height, contentWidth / embedded.width);
        const width = embedded.width * scale;
        if (!started || x + width > MARGIN + contentWidth) {
          if (started) y -= rowHeight;
          ensure(rowHeight);
          x = MARGIN;
          started = true;
        }
        page.drawImage(embedded, { x, y: y - embedded.height * scale, width, height: embedded.height * scale });
        page.drawRectangle({
          x,
          y: y - height,
          width,
          height,
          borderColor: RULE,
          borderWidth: 0.5,
        });
        if (image.caption) {
          const [line = ""] = wrap(image.caption, regular, captionSize, Math.max(width, 60));
          page.drawText(line, { x, y: y - height - captionSize * 1.3, size: captionSize, font: regular, color: MUTED });
        }
        x += Math.max(width, 60) + gap;
      }
      if (started) y -= rowHeight;
      return doc;
    },
    /** Adds the footer to every page and answers the PDF's bytes. */
    async save(): Promise<Uint8Array> {
      const pages = pdf.getPages();
      const contact = [options.company.name, options.company.contact].filter(Boolean).join(" · ");
      pages.forEach((p, i) => {
        const size = 7.5;
        const number = `Sayfa ${i + 1} / ${pages.length}`;
        const numberWidth = regular.widthOfTextAtSize(number, size);
        const [line = ""] = wrap(contact, regular, size, contentWidth - numberWidth - 16);
        p.drawLine({
          start: { x: MARGIN, y: MARGIN + 14 },
          end: { x: w - MARGIN, y: MARGIN + 14 },
          thickness: 0.5,
          color: RULE,
        });
        p.drawText(line, { x: MARGIN, y: MARGIN, size, font: regular, color: MUTED });
        p.drawText(number, { x: w - MARGIN - numberWidth, y: MARGIN, size, font: regular, color: MUTED });
      });
      return pdf.save();
    },
  };
  return doc;
}
