import "server-only";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar from "tar-stream";
import type { Checksums } from "./manifest";

/**
 * A gzipped tar written entry by entry from files on disk (streamed, never whole in memory), noting each entry's
 * SHA-256 and size for the checksums entry that closes the archive.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly done: Promise<void>;
  readonly checksums: Checksums = {};

  constructor(file: string) {
    this.done = pipeline(this.pack, createGzip(), createWriteStream(file, { mode: 0o600 }));
    this.done.catch(() => {}); // awaited in close(); an early failure surfaces in the next add
  }

  async addBuffer(name: string, data: Buffer): Promise<void> {
    this.checksums[name] = { sha256: createHash("sha256").update(data).digest("hex"), bytes: data.length };
    await new Promise<void>((resolve, reject) =>
      this.pack.entry({ name, size: data.length, mode: 0o600 }, data, (e) => (e ? reject(e) : resolve())),
    );
  }

  async addFile(name: string, file: string): Promise<void> {
    const { size } = await stat(file);
    const hash = createHash("sha256");
    const source = createReadStream(file);
    source.on("data", (chunk) => hash.update(chunk));
    await new Promise<void>((resolve, reject) => {
      const entry = this.pack.entry({ name, size, mode: 0o600 }, (e) => (e ? reject(e) : resolve()));
      source.on("error", reject);
      source.pipe(entry);
    });
    this.checksums[name] = { sha256: hash.digest("hex"), bytes: size };
  }

  async close(): Promise<void> {
    this.pack.finalize();
    await this.done;
  }

  abort(): void {
    this.pack.destroy();
  }
}
