"use client";

import { useEffect, useState } from "react";
import { useLocalStore } from "../storage/local-store";
import type { LookedUpReservation } from "./looked-up-reservation";
import { DEPOSIT_RETURNS, type DepositReturn, SecurityDepositCard } from "./security-deposit-card";
import { reservationsStore } from "./reservations-store";

/** `?deposit=held|failed|pending`, where iyzico's callback sends the guest back from the deposit page. */
function useDepositReturn(): DepositReturn | undefined {
  const [returned, setReturned] = useState<DepositReturn>();
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get("deposit");
    setReturned(DEPOSIT_RETURNS.find((r) => r === value));
  }, []);
  return returned;
}

/** The damage deposit on an /enquire card, with the e-mail this browser keeps and the `?deposit=` it came back with. */
export function SecurityDepositHold({
  reservation,
  money,
}: {
  reservation: LookedUpReservation;
  money: (amount: number) => string;
}) {
  const stored = useLocalStore(reservationsStore);
  const email = stored.find((entry) => entry.code === reservation.code)?.email;
  return <SecurityDepositCard reservation={reservation} money={money} email={email} returned={useDepositReturn()} />;
}
