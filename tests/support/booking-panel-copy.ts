import { createTranslator } from "next-intl";
import { rateText } from "@/features/site/boat/booking-copy";
import trMessages from "@/i18n/messages/tr.json";

const translate = (namespace: "BoatQuote" | "BoatBooking") =>
  createTranslator({ locale: "tr", messages: trMessages, namespace });

/** The booking panel's Turkish sentences that name the deposit rate, from the catalogue. */
export const bookingCopy = {
  depositRow: (percent: number) => translate("BoatQuote")("deposit", { rate: rateText(percent, "tr") }),
  formNote: (percent: number) => translate("BoatBooking")("formNote", { rate: rateText(percent, "tr") }),
};
