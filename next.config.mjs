import { PHASE_PRODUCTION_SERVER } from "next/constants.js";

/**
 * Plain JavaScript, not TypeScript: the server reads this file at every start, and a `next.config.ts` makes it load
 * Next's SWC compiler (~27 MB of native code kept in memory for the process's life) to read it.
 * @type {import("next").NextConfig}
 */
const nextConfig = {
  // A separate build folder per concurrent builder (tests, benchmarks) when NEXT_DIST_DIR is set.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // The server gzips Next's answers itself (src/server/http/gzip-responses.ts), after deferPageScripts has read the
  // site's HTML uncompressed (decision 0039).
  compress: false,
  // Types are checked once for the whole project by `npm run typecheck` (CI runs it); the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  experimental: {
    // A build on this machine keeps Turbopack's cache in .next for the next one (the default); a CI build starts from a
    // clean clone and is never rebuilt, so writing the cache there is pure cost (64 s of a loaded CI machine's build).
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "sharp",
    "@node-rs/argon2",
    "nodemailer",
    "node-ical",
    "iyzipay",
  ],
  images: {
    // Our images are stored as WebP variants; the loader picks the nearest one (no optimiser round trip).
    loader: "custom",
    loaderFile: "./src/lib/image-loader.ts",
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    qualities: [75],
    formats: ["image/avif", "image/webp"],
  },
};

// Catalogues are compiled at build time, so the browser gets no ICU message parser (issue 17's JavaScript budget). The
// serving process (`npm start`) builds nothing: it skips the plugin, whose module loads next-intl's message extractor
// with @swc/core and @parcel/watcher (~14 MB of native code kept for the process's life, docs/performance.md). What the
// plugin adds to the configuration (Turbopack's aliases and loaders) is only read by a build or the dev server.
/** @param {string} phase */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  const withNextIntl = createNextIntlPlugin({
    requestConfig: "./src/i18n/request.ts",
    experimental: { messages: { path: "./src/i18n/messages", format: "json", locales: "infer", precompile: true } },
  });
  return withNextIntl(nextConfig);
}
