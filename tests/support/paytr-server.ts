import { createHmac, randomBytes } from "node:crypto";
import { clock } from "@/lib/clock";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for PayTR's iFrame API on 127.0.0.1 (a free port), speaking the documented endpoints with the
 * merchant's credentials: get-token (POST /odeme/api/get-token), the status inquiry (POST /odeme/durum-sorgu) and
 * refunds (POST /odeme/iade). Every request's paytr_token is checked the way PayTR checks it, computed here on its
 * own (not with the app's code). It keeps the attempts it was given, and the test decides each one's outcome:
 * `complete` sends the signed notification to the app's callback (any number of copies, at once), or loses it;
 * `notifyAgain` repeats it later; `badHash` sends one with a wrong hash. It also serves the payment page the app's
 * iframe opens (GET /odeme/guvenli/{token}), where a browser test finishes the payment with a button.
 * Refunds keep their reference_no and the status inquiry lists an order's returns with it; `refundFault` makes the
 * next refund calls go wrong the two ways that leave the app without an answer (made but the answer lost, or never
 * arrived), and `down` makes PayTR unreachable for everything.
 */

export type PaytrMerchant = { merchantId: string; merchantKey: string; merchantSalt: string };

export type PaytrAttempt = {
  merchantOid: string;
  token: string;
  /** `payment_amount`: cents. */
  paymentAmount: number;
  currency: string;
  email: string;
  userIp: string;
  userName: string;
  basket: unknown;
  testMode: string;
  okUrl: string;
  state: "started" | "success" | "failed";
  refunded: number;
};

export type CallbackAnswer = { status: number; type: string; body: string };
/** How the stand-in reaches the app's notification address (the app is called in-process in API tests). */
export type Deliver = (form: string) => Promise<Response> | Response;

/** PayTR's payment page of one token, which the app shows in an iframe. */
const PAYMENT_PAGE = /^\/odeme\/guvenli\/([0-9a-f]+)$/;

const sign = (key: string, text: string) => createHmac("sha256", key).update(text).digest("base64");

function readForm(req: http.IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")))));
    req.on("error", reject);
  });
}

export async function startPaytrServer(merchant: PaytrMerchant, deliver: Deliver) {
  const attempts = new Map<string, PaytrAttempt>();
  /** Every call the app made, in order: path and form. */
  const calls: { path: string; form: Record<string, string> }[] = [];
  const refunds: { merchantOid: string; returnAmount: string; referenceNo?: string }[] = [];
  /** When each refund was made, in PayTR's form: Türkiye's time (UTC+3 all year), "YYYY-MM-DD HH:MM:SS". */
  const refundDates = new WeakMap<object, string>();
  let refusal: string | undefined;
  /** `answer_lost`: the refund is made, then the connection is cut before the answer; `not_reached`: cut before. */
  let refundFault: "answer_lost" | "not_reached" | undefined;
  let down = false;

  const json = (res: http.ServerResponse, body: unknown) =>
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));

  function getToken(form: Record<string, string>) {
    const expected = sign(
      merchant.merchantKey,
      [
        form.merchant_id,
        form.user_ip,
        form.merchant_oid,
        form.email,
        form.payment_amount,
        form.user_basket,
        form.no_installment,
        form.max_installment,
        form.currency,
        form.test_mode,
        merchant.merchantSalt,
      ].join(""),
    );
    if (form.merchant_id !== merchant.merchantId) return { status: "failed", reason: "merchant_id" };
    if (form.paytr_token !== expected) return { status: "failed", reason: "paytr_token gecersiz" };
    const oid = form.merchant_oid ?? "";
    if (!/^[A-Za-z0-9]{1,64}$/.test(oid)) return { status: "failed", reason: "merchant_oid" };
    if (attempts.has(oid)) return { status: "failed", reason: "merchant_oid daha once kullanilmis" };
    for (const required of ["user_ip", "email", "user_name", "user_address", "user_phone", "merchant_ok_url"]) {
      if (!form[required]) return { status: "failed", reason: `${required} eksik` };
    }
    if (!/^\d+$/.test(form.payment_amount ?? "")) return { status: "failed", reason: "payment_amount" };
    const token = randomBytes(16).toString("hex");
    attempts.set(oid, {
      merchantOid: oid,
      token,
      paymentAmount: Number(form.payment_amount),
      currency: form.currency ?? "TL",
      email: form.email ?? "",
      userIp: form.user_ip ?? "",
      userName: form.user_name ?? "",
      basket: JSON.parse(Buffer.from(form.user_basket ?? "", "base64").toString("utf8")),
      testMode: form.test_mode ?? "0",
      okUrl: form.merchant_ok_url ?? "",
      state: "started",
      refunded: 0,
    });
    return { status: "success", token };
  }

  function inquiry(form: Record<string, string>) {
    const oid = form.merchant_oid ?? "";
    if (form.paytr_token !== sign(merchant.merchantKey, `${form.merchant_id}${oid}${merchant.merchantSalt}`)) {
      return { status: "error", err_no: "001", err_msg: "paytr_token gecersiz" };
    }
    const attempt = attempts.get(oid);
    if (attempt?.state !== "success") {
      return { status: "error", err_no: "003", err_msg: "Basarili odeme bulunamadi" };
    }
    const amount = (attempt.paymentAmount / 100).toFixed(2);
    return {
      status: "success",
      payment_amount: amount,
      payment_total: amount,
      currency: attempt.currency,
      returns: refunds
        .filter((r) => r.merchantOid === oid)
        .map((r) => ({
          return_amount: r.returnAmount,
          return_date: refundDates.get(r),
          return_type: "iade",
          ...(r.referenceNo ? { reference_no: r.referenceNo } : {}),
        })),
    };
  }

  function refund(form: Record<string, string>) {
    const oid = form.merchant_oid ?? "";
    const amount = form.return_amount ?? "";
    if (form.paytr_token !== sign(merchant.merchantKey, `${form.merchant_id}${oid}${amount}${merchant.merchantSalt}`)) {
      return { status: "error", err_no: "001", err_msg: "paytr_token gecersiz" };
    }
    if (!/^\d+\.\d{2}$/.test(amount)) return { status: "error", err_no: "002", err_msg: "return_amount bicimi" };
    if (refusal) return { status: "error", err_no: "005", err_msg: refusal };
    const attempt = attempts.get(oid);
    if (attempt?.state !== "success") return { status: "error", err_no: "003", err_msg: "odeme yok" };
    const cents = Math.round(Number(amount) * 100);
    if (attempt.refunded + cents > attempt.paymentAmount) {
      return { status: "error", err_no: "004", err_msg: "iade tutari odeme tutarini asiyor" };
    }
    attempt.refunded += cents;
    const refund = {
      merchantOid: oid,
      returnAmount: amount,
      ...(form.reference_no ? { referenceNo: form.reference_no } : {}),
    };
    refunds.push(refund);
    refundDates.set(
      refund,
      new Date(clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 19).replace("T", " "),
    );
    return { status: "success", is_test: 1, merchant_oid: oid, return_amount: amount };
  }

  const server = http.createServer(async (req, res) => {
    const path = req.url ?? "";
    const page = PAYMENT_PAGE.exec(path);
    if (page && req.method === "GET") return paymentPage(res, page[1] ?? "");
    if (req.method !== "POST") return res.writeHead(405).end();
    const form = await readForm(req);
    calls.push({ path, form });
    if (down) return req.socket.destroy();
    if (path === "/odeme/iade" && refundFault === "not_reached") return req.socket.destroy();
    if (path === "/odeme/iade" && refundFault === "answer_lost") {
      refund(form);
      return req.socket.destroy();
    }
    if (page) return pay(res, page[1] ?? "", form.outcome === "failed" ? "failed" : "success");
    if (path === "/odeme/api/get-token") return json(res, getToken(form));
    if (path === "/odeme/durum-sorgu") return json(res, inquiry(form));
    if (path === "/odeme/iade") return json(res, refund(form));
    res.writeHead(404).end();
  });

  const byToken = (token: string) => [...attempts.values()].find((a) => a.token === token);
  const html = (res: http.ServerResponse, status: number, body: string) =>
    res
      .writeHead(status, { "content-type": "text/html; charset=utf-8" })
      .end(
        `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>PayTR</title></head><body>${body}</body></html>`,
      );

  /**
   * The payment page the iframe shows (GET /odeme/guvenli/{token}): the order and its amount, and two buttons in
   * place of a card form. A browser test "pays" with one: the attempt succeeds or fails and PayTR notifies the app.
   */
  function paymentPage(res: http.ServerResponse, token: string) {
    const attempt = byToken(token);
    if (!attempt) return html(res, 404, "<h1>Geçersiz ödeme bağlantısı</h1>");
    const amount = `${(attempt.paymentAmount / 100).toFixed(2)} ${attempt.currency}`;
    return html(
      res,
      200,
      `<h1>PayTR güvenli ödeme</h1><p>Sipariş: <span data-order>${attempt.merchantOid}</span></p>` +
        `<p>Tutar: <span data-amount>${amount}</span></p>` +
        `<form method="post"><button name="outcome" value="success">Ödemeyi tamamla</button>` +
        `<button name="outcome" value="failed">Ödemeyi reddet</button></form>`,
    );
  }

  async function pay(res: http.ServerResponse, token: string, outcome: "success" | "failed") {
    const attempt = byToken(token);
    if (attempt?.state !== "started") return html(res, 409, "<h1>Bu ödeme zaten sonuçlandı</h1>");
    attempt.state = outcome;
    const [answer] = await send(notification(attempt.merchantOid, {}), 1);
    const heard = answer?.body === "OK" ? "" : " (bildirim yanıtsız kaldı)";
    return html(res, 200, `<h1>${outcome === "success" ? "Ödeme başarılı" : "Ödeme başarısız"}${heard}</h1>`);
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function notification(oid: string, { badHash = false, totalAmount }: { badHash?: boolean; totalAmount?: number }) {
    const attempt = attempts.get(oid);
    if (!attempt) throw new Error(`the stand-in has no attempt ${oid}`);
    const success = attempt.state === "success";
    const fields: Record<string, string> = {
      merchant_oid: oid,
      status: success ? "success" : "failed",
      total_amount: String(success ? (totalAmount ?? attempt.paymentAmount) : 0),
      payment_amount: String(attempt.paymentAmount),
      payment_type: "card",
      currency: attempt.currency,
      test_mode: attempt.testMode,
    };
    if (!success) {
      fields.failed_reason_code = "0";
      fields.failed_reason_msg = "Kartin limiti yetersiz";
    }
    const key = badHash ? `${merchant.merchantKey}x` : merchant.merchantKey;
    fields.hash = sign(key, `${oid}${merchant.merchantSalt}${fields.status}${fields.total_amount}`);
    return new URLSearchParams(fields).toString();
  }

  async function send(form: string, copies: number): Promise<CallbackAnswer[]> {
    return Promise.all(
      Array.from({ length: copies }, async () => {
        const res = await deliver(form);
        return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
      }),
    );
  }

  return {
    base,
    attempts,
    calls,
    refunds,
    /** The calls the app made to one endpoint. */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    /**
     * The guest finishes on PayTR's page: the attempt succeeds or fails, and PayTR notifies the app `copies`
     * times at once (default 1), or never (`lose`). `totalAmount` overrides the notified total (cents).
     */
    async complete(
      oid: string,
      outcome: "success" | "failed",
      options: { copies?: number; lose?: boolean; totalAmount?: number } = {},
    ): Promise<CallbackAnswer[]> {
      const attempt = attempts.get(oid);
      if (!attempt) throw new Error(`the stand-in has no attempt ${oid}`);
      attempt.state = outcome;
      if (options.lose) return [];
      return send(notification(oid, options), options.copies ?? 1);
    },
    /** PayTR repeats the notification of a finished attempt (it does until it reads OK). */
    notifyAgain: (oid: string, copies = 1) => send(notification(oid, {}), copies),
    /** A notification whose hash was not made with the merchant's key. */
    badHash: (oid: string) => send(notification(oid, { badHash: true }), 1),
    /** From now on every refund is refused with this message (undefined: refunds are taken again). */
    refuseRefunds(message: string | undefined) {
      refusal = message;
    },
    /** From now on refund calls get no answer: made and the answer lost, or never arrived (undefined: normal). */
    refundFault(fault: "answer_lost" | "not_reached" | undefined) {
      refundFault = fault;
    },
    /** From now on (true) every call is cut without an answer, as when PayTR cannot be reached. */
    down(isDown: boolean) {
      down = isDown;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PaytrServer = Awaited<ReturnType<typeof startPaytrServer>>;

/** The app's settings for card payments through PayTR (test mode) against a stand-in started for `merchant`. */
export function paytrAppEnv(paytr: PaytrServer, merchant: PaytrMerchant): Record<string, string> {
  return {
    TRUST_PROXY: "1",
    PUBLIC_URL: "https://liman.test",
    PAYMENTS_PROVIDER: "paytr",
    PAYTR_MERCHANT_ID: merchant.merchantId,
    PAYTR_MERCHANT_KEY: merchant.merchantKey,
    PAYTR_MERCHANT_SALT: merchant.merchantSalt,
    PAYTR_TEST_MODE: "1",
    PAYTR_API_URL: paytr.base,
  };
}
