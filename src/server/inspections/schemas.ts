import "server-only";
// The shapes live in src/shared (the phone screens validate with them too).
export * from "@/shared/inspections";
