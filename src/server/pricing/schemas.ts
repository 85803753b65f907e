import "server-only";
// The shapes live in src/shared (the browser validates with them too).
export * from "@/shared/pricing";
export * from "@/shared/extras-discounts";
