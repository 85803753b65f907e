import "server-only";
// The shapes live in src/shared (the dashboard validates with them too).
export * from "@/shared/agencies";
