"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "./client";

/**
 * One button's call on a row (release a deposit, retry an invoice, ask about a refund): busy while it runs, the
 * words it returns as a success toast and then `onChanged`, or the API's error as an error toast.
 */
export function useRowAction(onChanged: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run(call: () => Promise<string>) {
    setBusy(true);
    try {
      toast.success(await call());
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
