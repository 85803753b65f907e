import "server-only";
import { promisify } from "node:util";
import Iyzipay from "iyzipay";
import { iyzicoUnavailable } from "./errors";

export type IyzicoOptions = {
  apiKey: string;
  secretKey: string;
  /** `https://api.iyzipay.com`, the sandbox `https://sandbox-api.iyzipay.com`, or a stand-in in tests. */
  baseUrl: string;
  /** How long one call may take before it counts as no answer (the iyzipay package sets no timeout of its own). */
  timeoutMs?: number;
};

/** iyzico's answers as they arrive (JSON); ./answers.ts reads them. */
export type IyzicoClient = {
  initializeCheckoutForm(request: object): Promise<unknown>;
  retrieveCheckoutForm(request: object): Promise<unknown>;
  refund(request: object): Promise<unknown>;
  /** The damage deposit (docs/payments.md): a pre-authorisation checkout form, its capture and its cancel. */
  initializePreAuthCheckoutForm(request: object): Promise<unknown>;
  postAuth(request: object): Promise<unknown>;
  cancel(request: object): Promise<unknown>;
};

const DEFAULT_TIMEOUT_MS = 30_000;

type Callback = (error: Error | null, result: unknown) => void;
type CallbackCall = (request: object, callback: Callback) => void;

/**
 * The official iyzipay package behind promises. Each of its resources posts JSON to `uri` + the resource's path
 * with the IYZWSv2 authorization header (HMAC-SHA256 of random key + path + body) and hands back the parsed body.
 * Its @types declare some fields wrongly (upper-case locales, no paymentPageUrl), so requests and answers are typed
 * here, not there.
 */
export function createIyzicoClient(options: IyzicoOptions): IyzicoClient {
  const iyzipay = new Iyzipay({ apiKey: options.apiKey, secretKey: options.secretKey, uri: options.baseUrl });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // The package makes one resource per file of its lib/resources (CheckoutFormInitializePreAuth.js →
  // checkoutFormInitializePreAuth); its @types omit the pre-authorisation ones.
  const untyped = iyzipay as unknown as Record<"checkoutFormInitializePreAuth" | "paymentPostAuth", object>;
  const call = (action: string, resource: object, method: "create" | "retrieve") => {
    const send = promisify((resource as Record<typeof method, CallbackCall>)[method].bind(resource));
    return (request: object) => withTimeout(action, send(request), timeoutMs);
  };
  return {
    initializeCheckoutForm: call("checkout form initialize", iyzipay.checkoutFormInitialize, "create"),
    retrieveCheckoutForm: call("checkout form retrieve", iyzipay.checkoutForm, "retrieve"),
    refund: call("refund", iyzipay.refund, "create"),
    initializePreAuthCheckoutForm: call(
      "pre-auth checkout form initialize",
      untyped.checkoutFormInitializePreAuth,
      "create",
    ),
    postAuth: call("post-auth", untyped.paymentPostAuth, "create"),
    cancel: call("cancel", iyzipay.cancel, "create"),
  };
}

/**
 * The answer, or iyzicoUnavailable when the call fails or outlives `timeoutMs`. The package gives no handle to abort
 * its request, so a late answer is dropped unread: whoever called must treat the outcome as unknown (a refund is
 * then settled by asking iyzico, never by refunding again blindly).
 */
async function withTimeout(action: string, answer: Promise<unknown>, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([answer, timeout]);
  } catch (error) {
    throw iyzicoUnavailable(action, error);
  } finally {
    clearTimeout(timer);
  }
}
