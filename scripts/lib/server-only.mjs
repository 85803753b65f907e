// `node --import ./scripts/lib/server-only.mjs`: lets the server run outside Next.js (the Hono entry, scripts/*.ts).
// Every module of src/server starts with `import "server-only"`, whose default export throws: Next.js resolves it
// under its "react-server" condition to an empty module, and so does this hook, for that one package only.
import { register } from "node:module";

register("./server-only-resolve.mjs", import.meta.url);
