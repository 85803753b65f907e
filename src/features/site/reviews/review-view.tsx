"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Link } from "@/i18n/navigation";
import { isLocale } from "@/i18n/locales";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/use-hydrated";
import { TextareaField } from "@/components/ui/field";
import { formatDayLong } from "@/lib/locale-format";
import { REVIEW_TEXT, type ReviewInvitation, reviewBody } from "@/shared/reviews";
import { settle, siteApi } from "../boat/api";
import { StarRatingInput } from "./star-rating-input";

type Phase =
  | { kind: "loading" }
  | { kind: "unknown"; message: string }
  | { kind: "ready"; invitation: ReviewInvitation }
  | { kind: "sent"; invitation: ReviewInvitation };

type Fields = Partial<Record<"rating" | "body", string>>;

/** The catalogue keys of the page of a link that cannot take a review (any more). */
const CLOSED = {
  used: { title: "usedTitle", lead: "usedLead" },
  expired: { title: "expiredTitle", lead: "expiredLead" },
  unknown: { title: "unknownTitle", lead: "unknownLead" },
} as const;

function Notice({ state, children }: { state: keyof typeof CLOSED | "sent"; children?: React.ReactNode }) {
  const t = useTranslations("ReviewForm");
  const keys = state === "sent" ? ({ title: "thanksTitle", lead: "thanksLead" } as const) : CLOSED[state];
  const title = t(keys.title);
  const lead = t(keys.lead);
  return (
    <section aria-labelledby="review-status" className="max-w-2xl">
      <h2 id="review-status" className="text-2xl font-semibold text-sea-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{lead}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {children}
        <Link href="/" className="font-semibold text-sea-700 underline underline-offset-2 dark:text-sky-300">
          {t("home")}
        </Link>
      </div>
    </section>
  );
}

/**
 * The review page of a link mailed after a stay: reads the link's state from the API in the browser (the page
 * itself is the same for every link, so the page cache may keep it) and shows the stars-and-text form, or a
 * clear page for a used, expired or unknown link.
 */
export function ReviewView({ token }: { token: string }) {
  const t = useTranslations("ReviewForm");
  const current = useLocale();
  const locale = isLocale(current) ? current : "tr";
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [rating, setRating] = useState<number | null>(null);
  const [errors, setErrors] = useState<Fields>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    let live = true;
    settle(siteApi.get("/website/reviews/{token}", { params: { token } })).then((result) => {
      if (!live) return;
      if (result.ok) setPhase({ kind: "ready", invitation: result.data });
      else setPhase({ kind: "unknown", message: result.message });
    });
    return () => {
      live = false;
    };
  }, [token]);

  if (phase.kind === "loading") return <p className="text-slate-700 dark:text-slate-300">{t("checking")}</p>;
  if (phase.kind === "unknown") return <Notice state="unknown" />;
  const { invitation } = phase;
  const boatLink = (
    <Link
      href={`/boat/${invitation.boat_slug}`}
      className="font-semibold text-sea-700 underline underline-offset-2 dark:text-sky-300"
    >
      {t("toBoat", { boat: invitation.boat_name })}
    </Link>
  );
  if (phase.kind === "sent") return <Notice state="sent">{boatLink}</Notice>;
  if (invitation.state !== "open") return <Notice state={invitation.state}>{boatLink}</Notice>;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("body") ?? "");
    const parsed = reviewBody.safeParse({ rating: rating ?? undefined, body: text });
    if (!parsed.success) {
      // The shared schema's own messages in the page's language, from the error catalogue (loaded only now).
      const { issueTexts } = await import("@/shared/messages/issue-texts");
      const texts = issueTexts(parsed.error, locale);
      const fields: Fields = { rating: texts.rating, body: texts.body };
      setErrors(fields);
      setFormError(null);
      return;
    }
    setBusy(true);
    const result = await settle(siteApi.post("/website/reviews/{token}", { params: { token }, body: parsed.data }));
    setBusy(false);
    if (result.ok) {
      setPhase({ kind: "sent", invitation });
      return;
    }
    if (result.code === "REVIEW_ALREADY_SENT") {
      setPhase({ kind: "ready", invitation: { ...invitation, state: "used" } });
      return;
    }
    if (result.code === "REVIEW_LINK_EXPIRED") {
      setPhase({ kind: "ready", invitation: { ...invitation, state: "expired" } });
      return;
    }
    setErrors((result.fields as Fields | undefined) ?? {});
    setFormError(result.message);
  }

  return (
    <section aria-labelledby="review-form-title" className="max-w-2xl">
      <h2 id="review-form-title" className="text-2xl font-semibold text-sea-900 dark:text-white">
        {invitation.boat_name}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {formatDayLong(invitation.start_date, locale)} – {formatDayLong(invitation.end_date, locale)}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-label={t("formLabel")}>
        <StarRatingInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            setErrors((e) => ({ ...e, rating: undefined }));
          }}
          error={errors.rating}
        />
        <TextareaField
          label={t("body")}
          name="body"
          rows={6}
          required
          minLength={REVIEW_TEXT.min}
          maxLength={REVIEW_TEXT.max}
          hint={t("bodyHint")}
          error={errors.body}
        />
        {formError && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {formError}
          </p>
        )}
        <Button type="submit" busy={busy} disabled={!hydrated}>
          {t("submit")}
        </Button>
      </form>
    </section>
  );
}
