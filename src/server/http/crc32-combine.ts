import "server-only";
/**
 * CRC-32 of a concatenation from the CRC-32s of its parts (zlib's crc32_combine, with the length operator
 * computed once and kept): `crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))` equals `crc32(a ‖ b)`.
 * Lets the page cache give a gzip answer its trailer without reading the page again for every copy.
 *
 * An operator is a 32×32 matrix over GF(2), column n (the image of bit n) in `matrix[n]`.
 */
export type Crc32Shift = Uint32Array<ArrayBuffer>;

function times(matrix: Crc32Shift, vector: number): number {
  let sum = 0;
  for (let n = 0, v = vector >>> 0; v !== 0; n++, v >>>= 1) if (v & 1) sum ^= matrix[n] ?? 0;
  return sum >>> 0;
}

function compose(outer: Crc32Shift, inner: Crc32Shift): Crc32Shift {
  const out = new Uint32Array(32);
  for (let n = 0; n < 32; n++) out[n] = times(outer, inner[n] ?? 0);
  return out;
}

/** The operator for one zero byte: the one-bit step (reflected polynomial 0xEDB88320) applied 8 times. */
function oneByte(): Crc32Shift {
  let op = new Uint32Array(32);
  op[0] = 0xedb88320;
  for (let n = 1; n < 32; n++) op[n] = (1 << (n - 1)) >>> 0;
  for (let i = 0; i < 3; i++) op = compose(op, op);
  return op;
}

/** The operator that moves a CRC past `length` more bytes. */
export function crc32Shift(length: number): Crc32Shift {
  let result = new Uint32Array(32);
  for (let n = 0; n < 32; n++) result[n] = (1 << n) >>> 0;
  let power = oneByte(); // x^(8·2^k) as k goes up
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = compose(power, result);
    if (rest > 1) power = compose(power, power);
  }
  return result;
}

/** CRC-32 of `a ‖ b` from crc32(a), crc32(b) and the shift for b's length. */
export function crc32Combine(crcA: number, crcB: number, shiftB: Crc32Shift): number {
  return (times(shiftB, crcA) ^ crcB) >>> 0;
}
