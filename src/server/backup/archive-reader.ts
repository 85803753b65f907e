import "server-only";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { isSafeKey } from "../media/storage";
import { SECRET_ENTRY } from "./app-secret";
import {
  BackupError,
  CHECKSUMS_ENTRY,
  type Checksums,
  checksumsSchema,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  tableEntry,
} from "./manifest";

const MAX_JSON_ENTRY = 16 * 1024 * 1024;

export type StagedArchive = { manifest: Manifest; uploadKeys: string[] };

const damaged = (why: string) =>
  new BackupError(`The archive is damaged or incomplete (${why}); nothing was restored.`);

async function readSmall(stream: AsyncIterable<unknown>, size: number): Promise<Buffer> {
  if (size > MAX_JSON_ENTRY) throw damaged("an index entry is too large");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson<T>(data: Buffer, schema: { safeParse(v: unknown): { success: boolean; data?: T } }, what: string) {
  let value: unknown;
  try {
    value = JSON.parse(data.toString("utf8"));
  } catch {
    throw damaged(`${what} is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw damaged(`${what} is not a Liman backup's`);
  return parsed.data as T;
}

/** Copies an entry to a file, hashing it and counting its lines on the way; `signal` stops it (a failed source). */
async function stageEntry(entry: AsyncIterable<unknown>, file: string, signal: AbortSignal) {
  await mkdir(path.dirname(file), { recursive: true });
  const hash = createHash("sha256");
  let bytes = 0;
  let lines = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      done(null, chunk);
    },
  });
  await pipeline(entry, tap, createWriteStream(file, { mode: 0o600 }), { signal });
  return { sha256: hash.digest("hex"), bytes, lines };
}

/**
 * Unpacks an archive into a staging folder and proves it whole before anything is restored: the manifest first
 * (checked by `accept`, which can refuse early), only the entries a backup writes (table files named in the
 * manifest, uploads under safe storage keys), and a closing checksums entry that every entry must match,
 * with each table's line count equal to its row count.
 */
export async function stageArchive(
  file: string,
  staging: string,
  accept: (manifest: Manifest) => void,
): Promise<StagedArchive> {
  const extract = tar.extract();
  const source = pipeline(createReadStream(file), createGunzip(), extract);
  // When the file or its gzip fails (a damaged archive), the entry being read must fail with it: an entry stream
  // destroyed before its reader starts never ends, and the restore would wait for ever.
  const failure = new AbortController();
  source.catch((error: Error) => failure.abort(error));
  const failed = new Promise<never>((_, reject) =>
    failure.signal.addEventListener("abort", () => reject(failure.signal.reason), { once: true }),
  );
  failed.catch(() => {});
  const untilFailed = <T>(work: Promise<T>) => Promise.race([work, failed]);
  let manifest: Manifest | undefined;
  let checksums: Checksums | undefined;
  const seen: Checksums = {};
  const lines = new Map<string, number>();
  const uploadKeys: string[] = [];
  // The entry being written to the staging folder, if any.
  let writing: Promise<unknown> | undefined;
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      if (type !== "file") throw damaged(`unexpected entry ${name}`);
      if (checksums) throw damaged("entries after the checksums");
      if (!manifest) {
        if (name !== MANIFEST_ENTRY) throw damaged("no manifest at its start");
        const data = await untilFailed(readSmall(entry, size));
        seen[name] = { sha256: createHash("sha256").update(data).digest("hex"), bytes: data.length };
        manifest = parseJson<Manifest>(data, manifestSchema, "the manifest");
        if (manifest.formatVersion > FORMAT_VERSION) {
          throw new BackupError("The archive was made by a newer version of Liman: restore it with that version.");
        }
        accept(manifest);
        continue;
      }
      if (name === CHECKSUMS_ENTRY) {
        checksums = parseJson<Checksums>(await untilFailed(readSmall(entry, size)), checksumsSchema, "the checksums");
        continue;
      }
      if (seen[name]) throw damaged(`${name} appears twice`);
      const table = manifest.tables.find((t) => tableEntry(t.name) === name);
      const key = name.startsWith("uploads/") ? name.slice("uploads/".length) : null;
      const secret = name === SECRET_ENTRY && manifest.appSecret?.included === true;
      if (!table && !secret && !(key && manifest.uploads.included && isSafeKey(key))) {
        throw damaged(`unexpected entry ${name}`);
      }
      const write = stageEntry(entry, path.join(staging, ...name.split("/")), failure.signal);
      writing = write;
      const staged = await untilFailed(write);
      seen[name] = { sha256: staged.sha256, bytes: staged.bytes };
      if (table) lines.set(table.name, staged.lines);
      if (key) uploadKeys.push(key);
    }
    await source;
  } catch (error) {
    // A file still being written when the archive failed ends first (the signal aborts it), so that the caller
    // removes a staging folder nothing writes into any more: otherwise that removal can fail (ENOTEMPTY) and its
    // error hide why the archive was refused.
    await writing?.catch(() => {});
    if (error instanceof BackupError) throw error;
    throw damaged((error as Error).message);
  }
  if (!manifest) throw damaged("it is empty");
  if (!checksums) throw damaged("it ends before its checksums");
  for (const [name, expected] of Object.entries(checksums)) {
    const got = seen[name];
    if (!got) throw damaged(`${name} is missing`);
    if (got.sha256 !== expected.sha256 || got.bytes !== expected.bytes) {
      throw damaged(`${name} does not match its checksum`);
    }
  }
  for (const name of Object.keys(seen)) if (!checksums[name]) throw damaged(`${name} is not in the checksums`);
  if (manifest.appSecret?.included && !seen[SECRET_ENTRY]) throw damaged("the app secret is missing");
  for (const table of manifest.tables) {
    if (lines.get(table.name) !== table.rows) throw damaged(`table ${table.name} does not hold ${table.rows} rows`);
  }
  return { manifest, uploadKeys };
}
