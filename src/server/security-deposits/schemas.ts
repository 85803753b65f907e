import "server-only";
// The shapes live in src/shared (the dashboard and the site validate with them too).
export * from "@/shared/security-deposits";
