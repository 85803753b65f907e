import "server-only";
// The shapes live in src/shared (the browser reads them too).
export * from "@/shared/ical-sync";
