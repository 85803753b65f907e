"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/field";
import { formatDayLongTr } from "@/lib/turkish-calendar";
import { REVIEW_TEXT, type ReviewInvitation, reviewBody } from "@/shared/reviews";
import { callApi } from "../boat/api";
import { StarRatingInput } from "./star-rating-input";

type Phase =
  | { kind: "loading" }
  | { kind: "unknown"; message: string }
  | { kind: "ready"; invitation: ReviewInvitation }
  | { kind: "sent"; invitation: ReviewInvitation };

type Fields = Partial<Record<"rating" | "body", string>>;

/** The Turkish page of a link that cannot take a review (any more). */
const CLOSED = {
  used: {
    title: "Değerlendirmeniz zaten gönderildi",
    lead: "Bu bağlantı yalnızca bir kez kullanılabilir ve değerlendirmeniz bize ulaştı. Teşekkür ederiz!",
  },
  expired: {
    title: "Bağlantının süresi dolmuş",
    lead: "Bu değerlendirme bağlantısı artık geçerli değil. Görüşlerinizi paylaşmak isterseniz iletişim sayfamızdan bize yazabilirsiniz.",
  },
  unknown: {
    title: "Bağlantı geçersiz",
    lead: "Bu değerlendirme bağlantısı tanınmadı. Lütfen e-postanızdaki bağlantıyı eksiksiz açın.",
  },
} as const;

function Notice({ title, lead, children }: { title: string; lead: string; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="review-status" className="max-w-2xl">
      <h2 id="review-status" className="text-2xl font-semibold text-sea-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{lead}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {children}
        <Link href="/" className="font-semibold text-sea-700 underline underline-offset-2 dark:text-sky-300">
          Ana sayfaya dön
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
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [rating, setRating] = useState<number | null>(null);
  const [errors, setErrors] = useState<Fields>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/v1/website/reviews/${encodeURIComponent(token)}`;

  useEffect(() => {
    let live = true;
    callApi<ReviewInvitation>(path).then((result) => {
      if (!live) return;
      if (result.ok) setPhase({ kind: "ready", invitation: result.data });
      else setPhase({ kind: "unknown", message: result.message });
    });
    return () => {
      live = false;
    };
  }, [path]);

  if (phase.kind === "loading") return <p className="text-slate-700 dark:text-slate-300">Bağlantı kontrol ediliyor…</p>;
  if (phase.kind === "unknown") return <Notice {...CLOSED.unknown} />;
  const { invitation } = phase;
  const boatLink = (
    <Link
      href={`/boat/${invitation.boat_slug}`}
      className="font-semibold text-sea-700 underline underline-offset-2 dark:text-sky-300"
    >
      {invitation.boat_name} sayfasına git
    </Link>
  );
  if (phase.kind === "sent")
    return (
      <Notice
        title="Teşekkür ederiz!"
        lead="Değerlendirmeniz bize ulaştı. Ekibimiz kontrol ettikten sonra tekne sayfasında yayımlanacak."
      >
        {boatLink}
      </Notice>
    );
  if (invitation.state !== "open") return <Notice {...CLOSED[invitation.state]}>{boatLink}</Notice>;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("body") ?? "");
    const parsed = reviewBody.safeParse({ rating: rating ?? undefined, body: text });
    if (!parsed.success) {
      const fields: Fields = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        fields[key] ??= issue.message;
      }
      setErrors(fields);
      setFormError(null);
      return;
    }
    setBusy(true);
    const result = await callApi<{ sent: true }>(path, { method: "POST", json: parsed.data });
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
        {formatDayLongTr(invitation.start_date)} – {formatDayLongTr(invitation.end_date)}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-label="Değerlendirme formu">
        <StarRatingInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            setErrors((e) => ({ ...e, rating: undefined }));
          }}
          error={errors.rating}
        />
        <TextareaField
          label="Yorumunuz"
          name="body"
          rows={6}
          required
          minLength={REVIEW_TEXT.min}
          maxLength={REVIEW_TEXT.max}
          hint="Tekne, mürettebat ve rota hakkındaki deneyiminizi paylaşın. Yorumunuz adınız ve soyadınızın baş harfiyle (ör. Ayşe K.) yayımlanır."
          error={errors.body}
        />
        {formError && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {formError}
          </p>
        )}
        <Button type="submit" busy={busy}>
          Değerlendirmeyi Gönder
        </Button>
      </form>
    </section>
  );
}
