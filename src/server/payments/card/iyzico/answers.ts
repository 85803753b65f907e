import "server-only";
import { z } from "zod";
import { iyzicoRefused, iyzicoUnavailable, iyzicoUnverified } from "./errors";

// The fields of iyzico's answers the adapter reads, as iyzico sends them (ids and prices may come as JSON numbers or
// strings; the signature is computed over them as they came). A field iyzico sends as null reads as absent (both
// enter a signature as empty text). Anything else in an answer is ignored.
const id = z.union([z.string(), z.number()]);
const maybe = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined);

const failure = z.object({
  status: z.literal("failure"),
  errorCode: maybe(id),
  errorMessage: maybe(z.string()),
});

const initialized = z.object({
  status: z.literal("success"),
  conversationId: maybe(z.string()),
  token: z.string().min(1),
  paymentPageUrl: z.url({ protocol: /^https?$/ }),
  signature: maybe(z.string()),
});

const retrieved = z.object({
  status: z.literal("success"),
  conversationId: maybe(z.string()),
  token: maybe(z.string()),
  paymentStatus: maybe(z.string()),
  fraudStatus: maybe(id),
  paymentId: maybe(id),
  currency: maybe(z.string()),
  basketId: maybe(z.string()),
  price: maybe(id),
  paidPrice: maybe(id),
  /** AUTH for a payment, PRE_AUTH for a pre-authorisation (the damage deposit's hold). */
  phase: maybe(z.string()),
  errorCode: maybe(id),
  errorMessage: maybe(z.string()),
  itemTransactions: maybe(z.array(z.object({ paymentTransactionId: id }))),
  signature: maybe(z.string()),
});

const refunded = z.object({
  status: z.literal("success"),
  paymentId: maybe(id),
  paymentTransactionId: maybe(id),
  hostReference: maybe(z.string()),
  refundHostReference: maybe(z.string()),
});

const postAuthorized = z.object({
  status: z.literal("success"),
  conversationId: maybe(z.string()),
  paymentId: maybe(id),
  currency: maybe(z.string()),
  basketId: maybe(z.string()),
  price: maybe(id),
  paidPrice: maybe(id),
  phase: maybe(z.string()),
  signature: maybe(z.string()),
});

const cancelled = z.object({
  status: z.literal("success"),
  conversationId: maybe(z.string()),
  paymentId: maybe(id),
  price: maybe(id),
  currency: maybe(z.string()),
  hostReference: maybe(z.string()),
});

export type PostAuthorized = z.output<typeof postAuthorized>;
export type Cancelled = z.output<typeof cancelled>;
export type Initialized = z.output<typeof initialized>;
export type Retrieved = z.output<typeof retrieved>;
export type Refunded = z.output<typeof refunded>;
export type Refusal = z.output<typeof failure>;

/**
 * A success answer of the expected shape or a refusal (`status: failure`). Something that is not JSON (a proxy's
 * error page) is no answer; JSON of another shape is not believed.
 */
function readAnswer<T>(
  action: string,
  schema: z.ZodType<T, unknown>,
  answer: unknown,
): { ok: true; value: T } | { ok: false; refusal: Refusal } {
  if (typeof answer !== "object" || answer === null) throw iyzicoUnavailable(action, "not a JSON answer");
  const refusal = failure.safeParse(answer);
  if (refusal.success) return { ok: false, refusal: refusal.data };
  const value = schema.safeParse(answer);
  if (!value.success)
    throw iyzicoUnverified(action, `unexpected answer: ${z.prettifyError(value.error).split("\n")[0]}`);
  return { ok: true, value: value.data };
}

export function readInitialized(answer: unknown): Initialized {
  const result = readAnswer("checkout form initialize", initialized, answer);
  if (!result.ok) throw iyzicoRefused("checkout form initialize", result.refusal);
  return result.value;
}

/** A retrieve answer. A refusal of the inquiry itself (unknown token, system error) says nothing about the payment: thrown. */
export function readRetrieved(answer: unknown): Retrieved {
  const result = readAnswer("checkout form retrieve", retrieved, answer);
  if (!result.ok) throw iyzicoRefused("checkout form retrieve", result.refusal);
  return result.value;
}

export function readRefunded(answer: unknown): { ok: true; value: Refunded } | { ok: false; refusal: Refusal } {
  return readAnswer("refund", refunded, answer);
}

export function readPreAuthInitialized(answer: unknown): Initialized {
  const result = readAnswer("pre-auth checkout form initialize", initialized, answer);
  if (!result.ok) throw iyzicoRefused("pre-auth checkout form initialize", result.refusal);
  return result.value;
}

export function readPostAuthorized(
  answer: unknown,
): { ok: true; value: PostAuthorized } | { ok: false; refusal: Refusal } {
  return readAnswer("post-auth", postAuthorized, answer);
}

export function readCancelled(answer: unknown): { ok: true; value: Cancelled } | { ok: false; refusal: Refusal } {
  return readAnswer("cancel", cancelled, answer);
}
