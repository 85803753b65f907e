import "server-only";
// The shapes live in src/shared (the site and the dashboard validate with them too).
export * from "@/shared/card-payments";
