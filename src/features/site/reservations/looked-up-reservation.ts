import type { Currency } from "@/lib/money";

/** A reservation as the guest's look-up answers it (GET /v1/reservations/lookup). */
export type LookedUpReservation = {
  code: string;
  status: "option" | "confirmed" | "completed" | "cancelled" | "expired";
  status_label: string;
  boat: { name: string; slug: string };
  start_date: string;
  end_date: string;
  guests: number;
  total: number;
  deposit: number;
  paid: number;
  due: number;
  currency: Currency;
  option_expires_at: string | null;
  bank_accounts: {
    bank_name: string;
    account_holder: string;
    iban: string;
    currency: Currency;
    branch: string | null;
  }[];
};
