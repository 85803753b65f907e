"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { useHydrated } from "@/components/use-hydrated";
import { Link } from "@/i18n/navigation";
import { settle, siteApi } from "../boat/api";

/**
 * The footer's newsletter sign-up: POST /v1/website/subscribe { email, consent } (no token). Double opt-in:
 * the visitor is told to click the link we mail; the answer never says whether the address was known.
 */
export function NewsletterForm() {
  const id = useId();
  const toast = useToast();
  const t = useTranslations("ShellClient");
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    // Unticked consent is sent all the same (the type wants `true`): the server answers the field's own message.
    const consent = (data.get("consent") === "on") as true;
    const body = { email: String(data.get("email") ?? ""), consent, source: "footer" };
    const res = await settle(siteApi.post("/website/subscribe", { body }));
    setBusy(false);
    if (!res.ok) {
      toast.error(res.status === 0 ? t("networkError") : res.code ? res.message : t("newsletterFailed"));
      return;
    }
    form.reset();
    toast.success(t("newsletterSent"));
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-white uppercase">
        {t("newsletterTitle")}
      </h2>
      <p className="text-sm text-slate-300">{t("newsletterLead")}</p>
      <div className="flex gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t("newsletterEmail")}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t("newsletterEmail")}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-white placeholder:text-slate-400 focus:outline-2 focus:outline-sea-100"
        />
        <button
          type="submit"
          disabled={busy || !hydrated}
          className="h-10 shrink-0 rounded-md bg-sea-600 px-4 text-sm font-semibold text-white hover:bg-sea-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
        >
          {t("newsletterSubmit")}
        </button>
      </div>
      <label className="flex items-start gap-2 text-xs text-slate-300">
        <input name="consent" type="checkbox" required className="mt-0.5 size-4 accent-sea-600" />
        <span>
          <Link href="/website/kvkk" className="underline hover:text-white">
            {t("consentLead")}
          </Link>
          {t("consentRest")}
        </span>
      </label>
    </form>
  );
}
