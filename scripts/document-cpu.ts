#!/usr/bin/env node
/**
 * `npm run bench:documents [-- --db pglite|postgres] [--rounds N]`
 * The CPU time of a reservation document (the guest's confirmation and contract) rendered, against the same document
 * served from the store (decision 0053): process.cpuUsage (user + system of this process) around
 * `renderReservationDocument`, which loads the input, hashes it and then renders and stores the PDF or reads the
 * stored one. A fresh database with one reservation; each round deletes the stored PDFs, renders each document
 * (a miss), then asks for it again (a hit). The first render of the process (fonts read, code warmed) is shown
 * apart. On PGlite the SQL runs in this process and is counted; on PostgreSQL it runs in the server and is not.
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { type Database, openPglite, openPostgres } from "../src/server/db/client";
import { applyMigrations } from "../src/server/db/migrate";
import { reservationDocumentCache } from "../src/server/db/schema";
import { renderReservationDocument } from "../src/server/reservation-documents/render-reservation-document";
import { createReservation } from "../src/server/seed/factories";
import type { ReservationDocumentKind } from "../src/shared/reservation-documents";
import { median } from "./lib/median";
import { freshDatabase } from "./lib/test-server";

const { values: args } = parseArgs({
  options: { db: { type: "string", default: "pglite" }, rounds: { type: "string", default: "10" } },
});
if (args.db !== "pglite" && args.db !== "postgres") throw new Error("--db must be pglite or postgres");
const rounds = Number(args.rounds);

/** CPU and wall milliseconds of one call. */
async function measure(work: () => Promise<unknown>): Promise<{ cpu: number; wall: number }> {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  await work();
  const used = process.cpuUsage(cpuStart);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - wallStart };
}

const fresh = await freshDatabase(args.db);
const database: Database = fresh.env.DATABASE_URL
  ? await openPostgres(fresh.env.DATABASE_URL, 2)
  : await openPglite(fresh.env.DATA_DIR as string);
try {
  await applyMigrations(database);
  const { db } = database;
  const { id } = await createReservation(db, { customerName: "Deniz Yıldız", guests: 6 });
  const forget = () => db.delete(reservationDocumentCache).where(eq(reservationDocumentCache.reservationId, id));
  const kinds: ReservationDocumentKind[] = ["confirmation", "contract"];
  const first = await measure(() => renderReservationDocument(db, id, "confirmation"));
  const rows = [];
  for (const kind of kinds) {
    const misses: { cpu: number; wall: number }[] = [];
    const hits: { cpu: number; wall: number }[] = [];
    let bytes = 0;
    for (let i = 0; i < rounds; i++) {
      await forget();
      misses.push(await measure(() => renderReservationDocument(db, id, kind)));
      hits.push(
        await measure(async () => {
          bytes = (await renderReservationDocument(db, id, kind)).bytes.byteLength;
        }),
      );
    }
    const m = (list: { cpu: number; wall: number }[], key: "cpu" | "wall") => median(list.map((x) => x[key]));
    rows.push({
      document: kind,
      "render cpu ms": Math.round(m(misses, "cpu")),
      "render wall ms": Math.round(m(misses, "wall")),
      "cached cpu ms": Number(m(hits, "cpu").toFixed(1)),
      "cached wall ms": Number(m(hits, "wall").toFixed(1)),
      "cpu ratio": Math.round(m(misses, "cpu") / m(hits, "cpu")),
      "pdf KB": Math.round(bytes / 1024),
    });
  }
  console.log(
    `${args.db}, ${rounds} rounds (medians); first render of the process: ${Math.round(first.cpu)} ms CPU, ${Math.round(first.wall)} ms wall`,
  );
  console.table(rows);
} finally {
  await database.close();
  await fresh.drop();
}
