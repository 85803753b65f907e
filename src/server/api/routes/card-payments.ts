import "server-only";
import { z } from "zod";
import { cardProvider } from "../../payments/card/card-provider-factory";
import { settleIyzicoCallback } from "../../payments/card/iyzico-callback";
import { inquireCardRefunds } from "../../payments/card/inquire-card-refunds";
import { refundCardPayment } from "../../payments/card/refund-card-payment";
import {
  cardPaymentPageSchema,
  cardRefundInquirySchema,
  refundCardPaymentBody,
  startCardPaymentBody,
} from "../../payments/card/schemas";
import { settleCardPayment } from "../../payments/card/settle-card-payment";
import { startCardPayment } from "../../payments/card/start-card-payment";
import { paytrNotificationBody, verifyPaytrNotification } from "../../payments/card/paytr/verify-paytr-notification";
import { recordedTransactionSchema } from "../../payments/schemas";
import { startAsGuest } from "../as-guest";
import { badRequest, unprocessable } from "../errors";
import { idParams, route } from "../route";

const tag = "card-payments";

/** What iyzico's checkout form posts through the guest's browser when it ends (other fields are ignored). */
const iyzicoCallbackBody = z.object({ token: z.string().min(1).max(200) });

/** Online card payments (issue 29, docs/payments.md): the guest starts one, providers notify, staff refund. */
export function cardPaymentRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/reservations/payments",
        summary:
          "The visitor (code + e-mail) starts the card payment of what is due next, computed on the server (the deposit; from balance_due_days before the charter everything still open): answers the provider's page to open (PayTR: iframe, iyzico: redirect). 422 PAYMENTS_DISABLED without a provider, RESERVATION_CLOSED, NOTHING_DUE; 502 when the provider cannot be reached",
        tag,
        access: "public",
        errors: [404, 422, 429, 502],
        body: startCardPaymentBody,
        response: cardPaymentPageSchema,
        status: 201,
      },
      async ({ c, deps, body }) => {
        const provider = cardProvider(deps.config);
        if (!provider) throw unprocessable("payments.disabled", "PAYMENTS_DISABLED");
        return startAsGuest(c, deps, (client) =>
          startCardPayment(deps.db, body, { provider, ...client, publicUrl: deps.config.publicUrl }),
        );
      },
    ),
    route(
      {
        method: "post",
        path: "/payments/paytr/callback",
        summary:
          "PayTR's payment notification (its panel's Bildirim URL; form fields as PayTR posts them). The hash is checked in constant time; every genuine notification (success, failure, a repeat) is answered `OK` as text/plain and recorded once (unique provider + order id); a bad hash gets 400 and records nothing",
        tag,
        access: "public",
        errors: [422],
        form: true,
        body: paytrNotificationBody,
        produces: "text/plain",
      },
      async ({ c, deps, body }) => {
        const paytr = deps.config.paytr;
        if (!paytr) throw unprocessable("payments.provider_not_configured", "PAYMENTS_DISABLED");
        const notice = verifyPaytrNotification(paytr, body);
        if (!notice) throw badRequest("payments.notification_bad_hash");
        await settleCardPayment(deps.db, notice);
        return c.text("OK", 200);
      },
    ),
    route(
      {
        method: "post",
        path: "/payments/iyzico/callback",
        summary:
          "Where iyzico's checkout form sends the guest's browser back (a form with `token`). The attempt is found by the token, iyzico is asked about it (signature, fraud check, order id verified) and the outcome recorded once however often the token is posted; answers 303 to the guest's reservation page with `payment=paid|failed|pending`. A token of a damage-deposit hold (iyzico's pre-authorisation page) records the hold once and answers 303 with `deposit=held|failed|pending`. A token of neither: 404, and iyzico is not asked",
        tag,
        access: "public",
        errors: [404, 422],
        form: true,
        body: iyzicoCallbackBody,
        status: 303,
      },
      async ({ c, deps, body }) =>
        c.redirect((await settleIyzicoCallback(deps.db, deps.config, body.token)).location, 303),
    ),
    route(
      {
        method: "post",
        path: "/admin/transactions/:id/refund",
        summary:
          "ADMIN: refund (part of) an online card payment through its provider. More than what is left of that payment after its refunds is refused before the provider is asked (422 REFUND_TOO_LARGE); the ledger's refund row is written only when the provider says yes; a refusal answers 422 REFUND_REFUSED with the provider's message, no answer 502 REFUND_UNCERTAIN",
        tag,
        access: "admin",
        errors: [422, 502],
        params: idParams,
        body: refundCardPaymentBody,
        response: recordedTransactionSchema,
        status: 201,
      },
      ({ deps, user, params, body }) => refundCardPayment(deps.db, deps.config, user, params.id, body),
    ),
    route(
      {
        method: "post",
        path: "/admin/transactions/:id/refund-inquiry",
        summary:
          "ADMIN: ask the provider now about this card payment's refunds that got no answer (REFUND_UNCERTAIN) and were asked more than two minutes ago (the card-payments job does the same, backing off): one it made is written in the ledger once, one it never received is marked refused (its amount refundable again); the others stay pending. 422 REFUND_LOOKUP_UNSUPPORTED for iyzico, which offers no refund lookup",
        tag,
        access: "admin",
        errors: [422],
        params: idParams,
        response: cardRefundInquirySchema,
      },
      ({ deps, user, params }) => inquireCardRefunds(deps.db, deps.config, user, params.id),
    ),
  ];
}
