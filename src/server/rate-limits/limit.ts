import "server-only";
import type { ErrorKey } from "@/shared/messages/message-ref";

/**
 * A limit: at most `max` attempts per subject in a window of `windowMs`, counted under `name`. Over it, the answer
 * is 429 `TOO_MANY_REQUESTS` "common.too_many_requests", or the limit's own `refusal` (its stable code and message).
 */
export type Limit = { name: string; max: number; windowMs: number; refusal?: { code: string; message: ErrorKey } };

/** One attempt to count: the limit and whom it counts for (an address, an account and an address…). */
export type Check = { limit: Limit; subject: string };
