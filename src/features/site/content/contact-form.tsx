"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/use-hydrated";
import { TextareaField, TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { Link } from "@/i18n/navigation";
import { localeHeaders } from "../i18n/locale-headers";
import { settle, siteApi } from "../boat/api";

type Fields = Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>>;

/** The contact form: POST /v1/website/contact; field errors from the server in the page's language, toasts for the outcome. */
export function ContactForm({ boatId }: { boatId?: number }) {
  const toast = useToast();
  const t = useTranslations("ContentContactForm");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Fields>({});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const body = {
      name: text("name"),
      email: text("email"),
      phone: text("phone") || undefined,
      subject: text("subject") || undefined,
      message: text("message"),
      ...(boatId ? { boat_id: boatId } : {}),
    };
    setBusy(true);
    const res = await settle(siteApi.post("/website/contact", { body, headers: localeHeaders(locale) }));
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      toast.error(res.status === 0 ? t("networkError") : res.code ? res.message : t("failed"));
      return;
    }
    setErrors({});
    form.reset();
    toast.success(t("success"));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("label")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("name")} name="name" autoComplete="name" required maxLength={120} error={errors.name} />
        <TextField
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={320}
          error={errors.email}
        />
        <TextField label={t("phone")} name="phone" type="tel" autoComplete="tel" maxLength={40} error={errors.phone} />
        <TextField label={t("subject")} name="subject" maxLength={200} error={errors.subject} />
      </div>
      <TextareaField
        label={t("message")}
        name="message"
        rows={6}
        required
        minLength={10}
        maxLength={5000}
        error={errors.message}
      />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t("privacyBefore")}
        <Link href="/website/kvkk" className="underline hover:text-sea-700 dark:hover:text-sky-300">
          {t("privacyLink")}
        </Link>
        {t("privacyAfter")}
      </p>
      <Button type="submit" busy={busy} disabled={!hydrated}>
        {t("submit")}
      </Button>
    </form>
  );
}
