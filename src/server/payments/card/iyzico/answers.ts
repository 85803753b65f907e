import "server-only";
import { z } from "zod";
import { iyzicoRefused, iyzicoUnverified } from "./errors";

// The fields of iyzico's answers the adapter reads, as iyzico sends them (ids and prices may come as JSON numbers or
// strings; the signature is computed over them as they came). Anything else in an answer is ignored.
const id = z.union([z.string(), z.number()]);

const failure = z.object({
  status: z.literal("failure"),
  errorCode: id.optional(),
  errorMessage: z.string().optional(),
});

const initialized = z.object({
  status: z.literal("success"),
  conversationId: z.string().optional(),
  token: z.string().min(1),
  paymentPageUrl: z.url({ protocol: /^https?$/ }),
  signature: z.string().optional(),
});

const retrieved = z.object({
  status: z.literal("success"),
  conversationId: z.string().optional(),
  token: z.string().optional(),
  paymentStatus: z.string().optional(),
  fraudStatus: id.optional(),
  paymentId: id.optional(),
  currency: z.string().optional(),
  basketId: z.string().optional(),
  price: id.optional(),
  paidPrice: id.optional(),
  errorCode: id.optional(),
  errorMessage: z.string().optional(),
  itemTransactions: z.array(z.object({ paymentTransactionId: id })).optional(),
  signature: z.string().optional(),
});

const refunded = z.object({
  status: z.literal("success"),
  paymentId: id.optional(),
  paymentTransactionId: id.optional(),
  hostReference: z.string().optional(),
  refundHostReference: z.string().optional(),
});

export type Initialized = z.infer<typeof initialized>;
export type Retrieved = z.infer<typeof retrieved>;
export type Refunded = z.infer<typeof refunded>;
export type Refusal = z.infer<typeof failure>;

/** A success answer of the expected shape, a refusal (`status: failure`), or an error for anything else. */
function readAnswer<T>(
  action: string,
  schema: z.ZodType<T>,
  answer: unknown,
): { ok: true; value: T } | { ok: false; refusal: Refusal } {
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
