/** Writes `<distDir>/liman-server/main.mjs` (the bundled server entry) and answers its path. */
export function bundleServer(distDir?: string): Promise<string>;
/** Node flags of the server process (the old-generation limit from LIMAN_HEAP_MB, default 256). */
export function serverNodeArgs(): string[];
