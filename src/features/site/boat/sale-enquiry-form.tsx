"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { settle, siteApi } from "./api";
import { FormError } from "@/components/ui/field";
import { useHydrated } from "@/components/use-hydrated";

const control =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const label = "block text-sm font-medium text-slate-800 dark:text-slate-200";

/** A sale enquiry: reaches staff as a contact message naming the boat (POST /v1/website/contact with boat_id). */
export function SaleEnquiryForm({ boatId, boatName }: { boatId: number; boatName: string }) {
  const t = useTranslations("BoatSaleEnquiry");
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError(null);
    const res = await settle(
      siteApi.post("/website/contact", {
        body: {
          name: String(data.get("name") ?? ""),
          email: String(data.get("email") ?? ""),
          phone: String(data.get("phone") ?? "") || undefined,
          subject: `Satılık tekne: ${boatName}`,
          message: String(data.get("message") ?? ""),
          boat_id: boatId,
        },
      }),
    );
    setBusy(false);
    if (!res.ok) {
      setError(res.message);
      toast.error(res.message);
      return;
    }
    form.reset();
    setSent(true);
    toast.success(t("sent"));
  }

  if (sent) {
    return (
      <p
        role="status"
        className="rounded-md bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        {t("thanks", { boat: boatName })}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <label className={label}>
        {t("name")}
        <input name="name" required minLength={2} maxLength={120} autoComplete="name" className={control} />
      </label>
      <label className={label}>
        {t("email")}
        <input name="email" type="email" required autoComplete="email" className={control} />
      </label>
      <label className={label}>
        {t("phone")}
        <input name="phone" type="tel" maxLength={40} autoComplete="tel" className={control} />
      </label>
      <label className={label}>
        {t("message")}
        <textarea
          name="message"
          required
          minLength={10}
          maxLength={5000}
          rows={4}
          defaultValue={t("defaultMessage", { boat: boatName })}
          className={control}
        />
      </label>
      <FormError message={error} />
      <button
        type="submit"
        disabled={busy || !hydrated}
        className="h-11 w-full rounded-md bg-sea-700 px-4 font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:opacity-60"
      >
        {busy ? t("sending") : t("submit")}
      </button>
    </form>
  );
}
