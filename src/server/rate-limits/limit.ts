import "server-only";
/** A limit: at most `max` attempts per subject in a window of `windowMs`, counted under `name`. */
export type Limit = { name: string; max: number; windowMs: number };

/** One attempt to count: the limit and whom it counts for (an address, an account and an address…). */
export type Check = { limit: Limit; subject: string };
