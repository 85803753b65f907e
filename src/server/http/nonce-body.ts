import "server-only";
import zlib from "node:zlib";
import { type Crc32Shift, crc32Combine, crc32Shift } from "./crc32-combine";

type GzipPart = { deflated: Buffer; crc: number; shift: Crc32Shift; length: number };

/**
 * A cached answer that carries the CSP nonce it was rendered with, kept so that every copy served gets its
 * own fresh nonce in place of that one, cheaply, identity or gzip alike (pages are gzipped by gzip-responses.ts).
 *
 * For gzip the page is cut at each nonce and every piece is deflated once, at store time, as a part of one
 * deflate stream; a copy is those parts with the new nonce between them as uncompressed (stored) blocks, and
 * the gzip header and trailer (CRC-32 combined from the pieces' own). Each part is compressed with the text
 * before it as its dictionary, the nonces there replaced by NUL bytes: a page has no NUL, so the compressor
 * never refers back into a nonce (whose bytes differ in every copy), and the parts compress almost as well
 * as the whole page (measured on /listing: 19.5 KB against 18.8 KB for Next's gzip of the page).
 */
export class NonceBody {
  private constructor(
    /** In bytes. */
    private readonly nonceLength: number,
    private readonly identity: Buffer[] | undefined,
    private readonly gzip: GzipPart[] | undefined,
    /** Bytes held. */
    readonly size: number,
  ) {}

  /**
   * The template of `body` (sent with `contentEncoding`) rendered with `nonce`; undefined when it cannot be
   * one (an encoding other than identity or gzip, a broken gzip stream, a page with NUL bytes).
   */
  static from(body: Buffer, contentEncoding: string | undefined, nonce: string): NonceBody | undefined {
    const encoding = (contentEncoding ?? "identity").trim().toLowerCase();
    if (encoding === "identity") {
      const pieces = split(body, Buffer.from(nonce));
      return new NonceBody(Buffer.byteLength(nonce), pieces, undefined, body.byteLength);
    }
    if (encoding !== "gzip") return undefined;
    let text: Buffer;
    try {
      text = zlib.gunzipSync(body);
    } catch {
      return undefined; // not a whole gzip stream: not kept
    }
    if (text.includes(0)) return undefined;
    const needle = Buffer.from(nonce);
    const pieces = split(text, needle);
    // The text with every nonce as NUL bytes: what each part may refer back to.
    const blanked = Buffer.from(text);
    let start = 0;
    const starts = pieces.map((piece) => {
      const at = start;
      start += piece.byteLength + needle.byteLength;
      if (start <= blanked.byteLength) blanked.fill(0, start - needle.byteLength, start);
      return at;
    });
    const parts = pieces.map((piece, i): GzipPart => {
      const at = starts[i] ?? 0;
      const dictionary = blanked.subarray(Math.max(0, at - WINDOW), at);
      const deflated = zlib.deflateRawSync(piece, {
        level: zlib.constants.Z_DEFAULT_COMPRESSION,
        ...(dictionary.byteLength > 0 ? { dictionary } : {}),
        // Every part but the last ends on a byte boundary without closing the stream.
        finishFlush: i === pieces.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      });
      return { deflated, crc: zlib.crc32(piece), shift: crc32Shift(piece.byteLength), length: piece.byteLength };
    });
    const size = parts.reduce((sum, part) => sum + part.deflated.byteLength + 32 * 4, 0);
    return new NonceBody(needle.byteLength, undefined, parts, size);
  }

  /** Whether `nonce` can stand where the rendered one stood (same length: the gzip copy keeps its layout). */
  fits(nonce: string): boolean {
    return Buffer.byteLength(nonce) === this.nonceLength;
  }

  /**
   * The body with `nonce` where the rendered one stood, as the stored pieces with the nonce's few bytes between
   * them: written out one after the other, a copy costs no new buffer of the page's size. (One concatenated copy
   * per request, ~170 KB for an uncompressed listing, made V8 collect its whole heap every ~0.1 s under load.)
   */
  chunks(nonce: string): Buffer[] {
    const value = Buffer.from(nonce);
    if (!this.fits(nonce)) throw new Error("A nonce of another length than the rendered one");
    if (this.identity) return interleave(this.identity, value);
    const parts = this.gzip ?? [];
    const stored = Buffer.concat([storedBlockHeader(value.byteLength), value]);
    const nonceCrc = zlib.crc32(value);
    const nonceShift = shiftOf(value.byteLength);
    let crc = 0;
    let size = 0;
    const chunks: Buffer[] = [GZIP_HEADER];
    parts.forEach((part, i) => {
      if (i > 0) {
        chunks.push(stored);
        crc = crc32Combine(crc, nonceCrc, nonceShift);
        size += value.byteLength;
      }
      chunks.push(part.deflated);
      crc = crc32Combine(crc, part.crc, part.shift);
      size += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    chunks.push(trailer);
    return chunks;
  }
}

/** How far back deflate can refer. */
const WINDOW = 32 * 1024;

/** Magic, deflate, no flags, no time, no extra flags, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

const shifts = new Map<number, Crc32Shift>();
function shiftOf(length: number): Crc32Shift {
  let shift = shifts.get(length);
  if (!shift) {
    shift = crc32Shift(length);
    shifts.set(length, shift);
  }
  return shift;
}

/** A non-final stored deflate block of `length` bytes, starting on a byte boundary (RFC 1951 §3.2.4). */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0; // BFINAL 0, BTYPE 00, then padding to the byte boundary
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

function split(text: Buffer, needle: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = text.indexOf(needle, from); at !== -1; at = text.indexOf(needle, from)) {
    pieces.push(text.subarray(from, at));
    from = at + needle.byteLength;
  }
  pieces.push(text.subarray(from));
  return pieces;
}

function interleave(pieces: Buffer[], between: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  pieces.forEach((piece, i) => {
    if (i > 0) parts.push(between);
    parts.push(piece);
  });
  return parts;
}
