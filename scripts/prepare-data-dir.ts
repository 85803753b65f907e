// `npm test` runs this before the smoke stages: one first start of the bundled server with the demo on an empty
// DATA_DIR (initdb, migrations, demo data and pictures), stopped cleanly, leaves a data directory the smoke files copy
// (scripts/lib/prepared-data-dir.ts). Usage: prepare-data-dir.ts <empty directory>
import { freePort } from "./lib/free-port.mjs";
import { startServer, stopServer } from "./lib/test-server";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: prepare-data-dir.ts <directory>");
  process.exit(2);
}
// Ten minutes: a first start with the demo takes ~15 s on a quiet machine, but minutes on a loaded one.
const { child, ms } = await startServer(await freePort(), { DATA_DIR: dir, DATABASE_URL: "", JWT_SECRET: "" }, 600_000);
await stopServer(child);
console.log(`Prepared ${dir} in ${(ms / 1000).toFixed(1)} s (first start with the demo).`);
