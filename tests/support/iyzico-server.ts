import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for iyzico's API on 127.0.0.1 (a free port), speaking the calls the iyzipay package makes for a
 * checkout form: initialize, retrieve and refund; and for a pre-authorisation (the damage deposit): the pre-auth
 * checkout form initialize, the same retrieve (phase PRE_AUTH), post-auth (capture the same or a lower amount, once)
 * and cancel. Like iyzico it refuses a request whose IYZWSv2 authorization does
 * not verify, answers in iyzico's JSON (prices as JSON numbers, `status: failure` with errorCode/errorMessage), and
 * signs its retrieve answers with the secret key (hex HMAC-SHA256 over paymentStatus, paymentId, currency, basketId,
 * conversationId, paidPrice, price, token joined by ":"). A test decides what happened on iyzico's payment page.
 * It never posts the callback itself (on iyzico the guest's browser does): a test that pays (`pay`) and does not post
 * the token to /v1/payments/iyzico/callback plays a payment whose callback never came (the guest closed the tab),
 * and `retrieveDown` plays an iyzico that gives the retrieve no answer.
 */

export const INITIALIZE_PATH = "/payment/iyzipos/checkoutform/initialize/auth/ecom";
export const RETRIEVE_PATH = "/payment/iyzipos/checkoutform/auth/ecom/detail";
export const REFUND_PATH = "/payment/refund";
export const PRE_AUTH_INITIALIZE_PATH = "/payment/iyzipos/checkoutform/initialize/preauth/ecom";
export const POST_AUTH_PATH = "/payment/postauth";
export const CANCEL_PATH = "/payment/cancel";

type Json = Record<string, unknown>;

/** What became of one checkout form, as a test sets it. */
type FormState =
  | { kind: "open" }
  | { kind: "paid"; fraudStatus: 1 | 0 | -1 }
  | { kind: "failed"; errorCode: string; errorMessage: string };

type Form = {
  token: string;
  request: Json;
  state: FormState;
  paymentId: string;
  paymentTransactionId: string;
  refundedMinor: number;
  badSignature: boolean;
  /** A pre-authorisation form (the damage deposit): paid means held; post-auth or cancel settles it once. */
  preAuth: boolean;
  /** Captured by post-auth (minor units), or cancelled. */
  postAuthedMinor?: number;
  cancelled: boolean;
};

export type ReceivedPostAuth = { paymentId: unknown; paidPrice: unknown; currency: unknown; ip: unknown };
export type ReceivedCancel = { paymentId: unknown; ip: unknown; reason: unknown };

export type ReceivedRefund = {
  paymentTransactionId: unknown;
  price: unknown;
  currency: unknown;
  conversationId: unknown;
  ip: unknown;
};

/** A decimal price as iyzico takes it ("1500.5", "1500.0", 1500.5) in minor units, or undefined. */
function minorOf(price: unknown): number | undefined {
  const text = typeof price === "number" ? String(price) : price;
  if (typeof text !== "string") return undefined;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

const text = (value: unknown) => typeof value === "string" && value.trim() !== "";
const missing = (object: unknown, fields: string[]) =>
  fields.filter((field) => !text((object as Json | undefined)?.[field]));

export async function startIyzicoServer(keys: { apiKey: string; secretKey: string }) {
  const forms = new Map<string, Form>();
  const initializations: Json[] = [];
  const retrievals: Json[] = [];
  const refunds: ReceivedRefund[] = [];
  const postAuths: ReceivedPostAuth[] = [];
  const cancels: ReceivedCancel[] = [];
  let refusedAuthorizations = 0;
  let refundRefusal: string | undefined;
  /** `answer_lost`: the refund is made, then the connection is cut before the answer; `not_reached`: cut before. */
  let refundFault: "answer_lost" | "not_reached" | undefined;
  /** Retrieve calls get no answer (the connection is cut) while set. */
  let retrieveDown = false;
  let postAuthRefusal: string | undefined;
  let cancelRefusal: string | undefined;
  let nextId = 1000;

  const sign = (values: unknown[], secret = keys.secretKey) =>
    createHmac("sha256", secret)
      .update(values.map((v) => (v === undefined || v === null ? "" : String(v))).join(":"))
      .digest("hex");

  /** IYZWSv2: base64 of "apiKey:…&randomKey:…&signature:…", the signature hex HMAC-SHA256(secret, random key + path + body). */
  function authorized(req: http.IncomingMessage, path: string, body: string): boolean {
    const header = req.headers.authorization ?? "";
    if (!header.startsWith("IYZWSv2 ")) return false;
    const params = new Map(
      Buffer.from(header.slice("IYZWSv2 ".length), "base64")
        .toString("utf8")
        .split("&")
        .map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)] as const),
    );
    const randomKey = params.get("randomKey") ?? "";
    if (params.get("apiKey") !== keys.apiKey || randomKey === "" || req.headers["x-iyzi-rnd"] !== randomKey) {
      return false;
    }
    const expected = Buffer.from(
      createHmac("sha256", keys.secretKey)
        .update(randomKey + path + body)
        .digest("hex"),
    );
    const given = Buffer.from(params.get("signature") ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  const failure = (errorCode: string, errorMessage: string, request: Json): Json => ({
    status: "failure",
    errorCode,
    errorMessage,
    locale: request.locale ?? "tr",
    conversationId: request.conversationId,
  });

  function initialize(request: Json, preAuth = false): Json {
    initializations.push(request);
    const price = minorOf(request.price);
    const paidPrice = minorOf(request.paidPrice);
    const items = Array.isArray(request.basketItems) ? (request.basketItems as Json[]) : [];
    const absent = [
      ...missing(request, ["currency", "callbackUrl"]),
      ...missing(request.buyer, [
        "id",
        "name",
        "surname",
        "identityNumber",
        "email",
        "registrationAddress",
        "city",
        "country",
        "ip",
      ]).map((f) => `buyer.${f}`),
      ...missing(request.billingAddress, ["contactName", "city", "country", "address"]).map(
        (f) => `billingAddress.${f}`,
      ),
      ...items.flatMap((item, i) =>
        missing(item, ["id", "name", "category1", "itemType"]).map((f) => `basketItems[${i}].${f}`),
      ),
    ];
    if (absent.length > 0) return failure("11", `Required fields missing: ${absent.join(", ")}`, request);
    if (price === undefined || paidPrice === undefined || paidPrice < price) {
      return failure("5", "Invalid price or paidPrice", request);
    }
    const basketTotal = items.reduce((sum, item) => sum + (minorOf(item.price) ?? Number.NaN), 0);
    if (items.length === 0 || basketTotal !== price) {
      return failure("5", "The basket items' prices must add up to price", request);
    }
    const token = randomBytes(16).toString("hex");
    nextId += 1;
    forms.set(token, {
      token,
      request,
      state: { kind: "open" },
      paymentId: String(nextId),
      paymentTransactionId: String(nextId * 10),
      refundedMinor: 0,
      badSignature: false,
      preAuth,
      cancelled: false,
    });
    return {
      status: "success",
      locale: request.locale,
      conversationId: request.conversationId,
      token,
      checkoutFormContent: `<script type="text/javascript">/* iyzico checkout form ${token} */</script>`,
      tokenExpireTime: 1800,
      paymentPageUrl: `${base}/pay?token=${token}&lang=${String(request.locale)}`,
      signature: sign([request.conversationId, token]),
    };
  }

  /** A retrieve answer; conversationId echoes the retrieve request's, as every iyzico answer does. */
  function retrieve(request: Json): Json {
    retrievals.push(request);
    const form = typeof request.token === "string" ? forms.get(request.token) : undefined;
    if (!form) return failure("5", "Invalid token", request);
    const answer: Json = {
      status: "success",
      locale: request.locale,
      conversationId: request.conversationId,
      token: form.token,
      basketId: form.request.basketId,
      currency: form.request.currency,
      price: Number(form.request.price),
      paidPrice: Number(form.request.paidPrice),
    };
    const { state } = form;
    if (state.kind === "paid") {
      Object.assign(answer, {
        paymentStatus: "SUCCESS",
        fraudStatus: state.fraudStatus,
        paymentId: form.paymentId,
        phase: form.preAuth ? "PRE_AUTH" : "AUTH",
        installment: 1,
        itemTransactions: [
          {
            itemId: (form.request.basketItems as Json[])[0]?.id,
            paymentTransactionId: form.paymentTransactionId,
            transactionStatus: 2,
            price: Number(form.request.price),
            paidPrice: Number(form.request.paidPrice),
          },
        ],
      });
    } else if (state.kind === "failed") {
      Object.assign(answer, {
        paymentStatus: "FAILURE",
        errorCode: state.errorCode,
        errorMessage: state.errorMessage,
      });
    }
    const values = [
      "paymentStatus",
      "paymentId",
      "currency",
      "basketId",
      "conversationId",
      "paidPrice",
      "price",
      "token",
    ];
    answer.signature = sign(
      values.map((field) => answer[field]),
      form.badSignature ? `${keys.secretKey}-not` : keys.secretKey,
    );
    return answer;
  }

  function refund(request: Json): Json {
    refunds.push({
      paymentTransactionId: request.paymentTransactionId,
      price: request.price,
      currency: request.currency,
      conversationId: request.conversationId,
      ip: request.ip,
    });
    if (refundRefusal !== undefined) return failure("5", refundRefusal, request);
    const form = [...forms.values()].find((f) => f.paymentTransactionId === request.paymentTransactionId);
    if (form?.state.kind !== "paid") return failure("5", "Payment transaction not found", request);
    const price = minorOf(request.price);
    const paid = minorOf(form.request.paidPrice) ?? 0;
    if (price === undefined || price <= 0 || form.refundedMinor + price > paid) {
      return failure("5", "The refund exceeds the refundable amount", request);
    }
    if (request.currency !== form.request.currency) return failure("5", "Currency mismatch", request);
    form.refundedMinor += price;
    nextId += 1;
    return {
      status: "success",
      locale: request.locale,
      conversationId: request.conversationId,
      paymentId: form.paymentId,
      paymentTransactionId: form.paymentTransactionId,
      price: Number(request.price),
      currency: request.currency,
      hostReference: `host-${nextId}`,
    };
  }

  const paymentOf = (paymentId: unknown) =>
    [...forms.values()].find((f) => f.preAuth && f.state.kind === "paid" && f.paymentId === String(paymentId));

  /** Post-auth: captures the same or a lower amount than held (paidPrice), once; answers a signed payment. */
  function postAuth(request: Json): Json {
    postAuths.push({
      paymentId: request.paymentId,
      paidPrice: request.paidPrice,
      currency: request.currency,
      ip: request.ip,
    });
    if (postAuthRefusal !== undefined) return failure("10005", postAuthRefusal, request);
    const form = paymentOf(request.paymentId);
    if (!form) return failure("5", "Payment not found", request);
    if (form.cancelled) return failure("5", "The pre-authorisation was cancelled", request);
    if (form.postAuthedMinor !== undefined) return failure("5", "The pre-authorisation was already closed", request);
    const held = minorOf(form.request.paidPrice) ?? 0;
    const paidPrice = minorOf(request.paidPrice);
    if (paidPrice === undefined || paidPrice <= 0 || paidPrice > held) {
      return failure("5", "The post-auth amount exceeds the pre-authorised amount", request);
    }
    if (request.currency !== form.request.currency) return failure("5", "Currency mismatch", request);
    form.postAuthedMinor = paidPrice;
    const answer: Json = {
      status: "success",
      locale: request.locale,
      conversationId: request.conversationId,
      paymentId: form.paymentId,
      price: Number(form.request.price),
      paidPrice: paidPrice / 100,
      currency: form.request.currency,
      basketId: form.request.basketId,
      installment: 1,
      phase: "POST_AUTH",
      fraudStatus: 1,
    };
    answer.signature = sign(
      ["paymentId", "currency", "basketId", "conversationId", "paidPrice", "price"].map((field) => answer[field]),
    );
    return answer;
  }

  /** Cancel: lets a pre-authorisation go, once, unless it was captured. */
  function cancel(request: Json): Json {
    cancels.push({ paymentId: request.paymentId, ip: request.ip, reason: request.reason });
    if (cancelRefusal !== undefined) return failure("10005", cancelRefusal, request);
    const form = paymentOf(request.paymentId);
    if (!form) return failure("5", "Payment not found", request);
    if (form.cancelled || form.postAuthedMinor !== undefined) {
      return failure("5", "The payment cannot be cancelled", request);
    }
    form.cancelled = true;
    nextId += 1;
    return {
      status: "success",
      locale: request.locale,
      conversationId: request.conversationId,
      paymentId: form.paymentId,
      price: Number(form.request.paidPrice),
      currency: form.request.currency,
      hostReference: `host-${nextId}`,
    };
  }

  const routes: Record<string, (request: Json) => Json> = {
    [INITIALIZE_PATH]: (request) => initialize(request),
    [PRE_AUTH_INITIALIZE_PATH]: (request) => initialize(request, true),
    [POST_AUTH_PATH]: postAuth,
    [CANCEL_PATH]: cancel,
    [RETRIEVE_PATH]: retrieve,
    [REFUND_PATH]: refund,
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const path = (req.url ?? "").split("?")[0] ?? "";
      const route = routes[path];
      const answer = (status: number, json: Json) =>
        res.writeHead(status, { "content-type": "application/json;charset=UTF-8" }).end(JSON.stringify(json));
      if (req.method !== "POST" || !route)
        return answer(404, { status: "failure", errorCode: "404", errorMessage: "Not found" });
      let request: Json;
      try {
        request = JSON.parse(body) as Json;
      } catch {
        return answer(400, failure("3", "Invalid JSON", {}));
      }
      if (!authorized(req, path, body)) {
        refusedAuthorizations += 1;
        return answer(401, failure("1000", "Invalid signature", request));
      }
      if (path === RETRIEVE_PATH && retrieveDown) {
        retrievals.push(request);
        return req.socket.destroy();
      }
      if (path === REFUND_PATH && refundFault) {
        if (refundFault === "answer_lost") route(request);
        return req.socket.destroy();
      }
      answer(200, route(request));
    });
  });
  // Node's clients keep connections alive; a server closing an idle one (5 s by default) just as the client reuses it
  // resets that request (ECONNRESET). Tests pause longer than that between calls: keep idle connections open.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const form = (token: string) => {
    const found = forms.get(token);
    if (!found) throw new Error(`iyzico stand-in: no checkout form ${token}`);
    return found;
  };

  return {
    base,
    /** The bodies of the initialize, retrieve and refund requests that passed the authorization check. */
    initializations,
    retrievals,
    refunds,
    /** The bodies of the post-auth and cancel requests (the damage deposit's capture and release). */
    postAuths,
    cancels,
    /** Whether a checkout form was opened as a pre-authorisation. */
    isPreAuth: (token: string) => form(token).preAuth,
    /** Every post-auth / cancel from now on is refused with this errorMessage (undefined: accepted again). */
    refusePostAuths(errorMessage: string | undefined) {
      postAuthRefusal = errorMessage;
    },
    refuseCancels(errorMessage: string | undefined) {
      cancelRefusal = errorMessage;
    },
    /** Requests refused for their authorization header. */
    refusedAuthorizations: () => refusedAuthorizations,
    /**
     * The guest paid on the payment page (fraud check passed: 1; held for review: 0; rejected: -1). No callback is
     * sent: the test posts it, or not (a callback that never came).
     */
    pay(token: string, fraudStatus: 1 | 0 | -1 = 1) {
      form(token).state = { kind: "paid", fraudStatus };
      return form(token).paymentId;
    },
    /** The payment transaction id of the form's one basket line (what a refund names). */
    paymentTransactionId: (token: string) => form(token).paymentTransactionId,
    /** The card was declined on the payment page. */
    fail(token: string, errorMessage = "Insufficient funds", errorCode = "10051") {
      form(token).state = { kind: "failed", errorCode, errorMessage };
    },
    /** The form's retrieve answers are signed with another key from now on. */
    signBadly(token: string) {
      form(token).badSignature = true;
    },
    /** From now on retrieve calls get no answer (true) or are answered again (false); they are still counted. */
    retrieveDown(down: boolean) {
      retrieveDown = down;
    },
    /** Every refund from now on is refused with this errorMessage (undefined: accepted again). */
    refuseRefunds(errorMessage: string | undefined) {
      refundRefusal = errorMessage;
    },
    /** From now on refund calls get no answer: made and the answer lost, or never arrived (undefined: normal). */
    refundFault(fault: "answer_lost" | "not_reached" | undefined) {
      refundFault = fault;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type IyzicoStandIn = Awaited<ReturnType<typeof startIyzicoServer>>;

/** The sandbox keys the tests give the stand-in and the app alike. */
export const IYZICO_TEST_KEYS = { apiKey: "sandbox-test-api-key", secretKey: "sandbox-test-secret-key" };

/** The app's settings for card payments through iyzico against a stand-in started with IYZICO_TEST_KEYS. */
export function iyzicoAppEnv(iyzico: IyzicoStandIn): Record<string, string> {
  return {
    TRUST_PROXY: "1",
    PUBLIC_URL: "https://liman.test",
    PAYMENTS_PROVIDER: "iyzico",
    IYZICO_API_KEY: IYZICO_TEST_KEYS.apiKey,
    IYZICO_SECRET_KEY: IYZICO_TEST_KEYS.secretKey,
    IYZICO_BASE_URL: iyzico.base,
  };
}
