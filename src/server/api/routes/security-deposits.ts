import "server-only";
import { captureDeposit } from "../../security-deposits/capture-deposit";
import { requireHoldProvider } from "../../security-deposits/deposit-offer";
import { listDeposits } from "../../security-deposits/list-deposits";
import { recordManualDeposit } from "../../security-deposits/record-manual-deposit";
import { releaseDeposit } from "../../security-deposits/release-deposit";
import {
  captureDepositBody,
  depositHoldPageSchema,
  manualDepositBody,
  releaseDepositBody,
  reservationSecurityDepositsSchema,
  securityDepositSchema,
  startDepositHoldBody,
} from "../../security-deposits/schemas";
import { startDepositHold } from "../../security-deposits/start-deposit-hold";
import { startAsGuest } from "../as-guest";
import { idParams, route } from "../route";

const tag = "security-deposits";

/** The damage deposit (issue 30, docs/payments.md "The damage deposit"): the guest holds it on the card, staff settle it. */
export function securityDepositRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/reservations/security-deposit",
        summary:
          "The visitor (code + e-mail) opens iyzico's pre-authorisation page for the boat's damage deposit (the boat's amount, in the reservation's currency): the card is held, not charged; iyzico's callback (/v1/payments/iyzico/callback) records the hold once. 409 DEPOSIT_NEEDS_IYZICO (only PayTR is configured: it has no pre-authorisation), DEPOSIT_UNAVAILABLE (no iyzico), NO_DEPOSIT, RESERVATION_CLOSED, DEPOSIT_TAKEN; 502 when iyzico cannot be reached",
        tag,
        access: "public",
        errors: [404, 409, 429, 502],
        body: startDepositHoldBody,
        response: depositHoldPageSchema,
        status: 201,
      },
      async ({ c, deps, body }) => {
        requireHoldProvider(deps.config);
        return startAsGuest(c, deps, (client) => startDepositHold(deps.db, deps.config, body, client));
      },
    ),
    route(
      {
        method: "get",
        path: "/admin/reservations/:id/security-deposits",
        summary:
          "Staff (OWNER: own boats): the reservation's damage deposits (card holds and deposits taken by hand) with their state, the boat's amount and whether cards can hold it (card_holds; paytr_only when only PayTR is configured)",
        tag,
        access: "staff",
        errors: [404],
        params: idParams,
        response: reservationSecurityDepositsSchema,
      },
      ({ deps, user, params }) => listDeposits(deps.db, deps.config, user, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/reservations/:id/security-deposits",
        summary:
          "Staff (OWNER: own boats): record a damage deposit taken by hand (cash or bank transfer), held until it is released or captured by hand. 409 DEPOSIT_TAKEN while another is held, RESERVATION_CLOSED",
        tag,
        access: "staff",
        errors: [404, 409],
        params: idParams,
        body: manualDepositBody,
        response: securityDepositSchema,
        status: 201,
      },
      ({ deps, user, params, body }) => recordManualDeposit(deps.db, user, params.id, body),
    ),
    route(
      {
        method: "post",
        path: "/admin/security-deposits/:id/capture",
        summary:
          "Staff (OWNER: own boats): keep part or all of a held deposit for damage, with a reason. A card hold through iyzico's post-auth, once per hold; more than held is refused before iyzico is asked (422 CAPTURE_TOO_LARGE); a second capture 409 DEPOSIT_CAPTURED; iyzico's refusal 422 PROVIDER_REFUSED with its message; no answer 502 DEPOSIT_UNCERTAIN. The capture is a ledger row of kind damage_deposit (counted in no paid amount)",
        tag,
        access: "staff",
        errors: [404, 409, 422, 502],
        params: idParams,
        body: captureDepositBody,
        response: securityDepositSchema,
      },
      ({ deps, user, params, body }) => captureDeposit(deps.db, deps.config, user, params.id, body),
    ),
    route(
      {
        method: "post",
        path: "/admin/security-deposits/:id/release",
        summary:
          "Staff (OWNER: own boats): let a held deposit go — a card hold through iyzico's cancel, one taken by hand marked returned. 409 DEPOSIT_NOT_HELD, DEPOSIT_CAPTURED, DEPOSIT_IN_PROGRESS; iyzico's refusal 422 PROVIDER_REFUSED with its message; no answer 502 DEPOSIT_UNCERTAIN",
        tag,
        access: "staff",
        errors: [404, 409, 422, 502],
        params: idParams,
        body: releaseDepositBody,
        response: securityDepositSchema,
      },
      ({ deps, user, params, body }) => releaseDeposit(deps.db, deps.config, user, params.id, body),
    ),
  ];
}
