import "server-only";
// The shapes live in src/shared (the browser validates with them too).
export * from "@/shared/reviews";
