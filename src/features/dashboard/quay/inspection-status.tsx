/**
 * What the page says about the draft, read by screen readers as it changes: kept on this phone, no connection (and
 * what happens then), waiting to be sent, being sent, or refused by the server with its reason; and first, when the
 * page was opened from the copy kept on the phone, that it was.
 */
import type { InspectionDraft } from "./inspection-draft";
import { OFFLINE_MESSAGE } from "./inspection-outbox";

const tones = {
  info: "bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  warning: "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  danger: "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
};

function message(draft: InspectionDraft, online: boolean, kept: boolean): { tone: keyof typeof tones; text: string } {
  if (draft.status === "rejected")
    return { tone: "danger", text: `Gönderilemedi: ${draft.lastError ?? ""} Düzeltip yeniden kaydedin.` };
  if (draft.status === "queued") {
    if (!online) return { tone: "warning", text: OFFLINE_MESSAGE };
    return { tone: "warning", text: draft.lastError ?? "Gönderiliyor…" };
  }
  if (!kept) return { tone: "warning", text: "Bu tarayıcı girişleri saklayamıyor: sayfayı kapatmadan kaydedin." };
  if (!online)
    return {
      tone: "warning",
      text: "Bağlantı yok: girdikleriniz bu cihazda saklanıyor, kaydedince bağlantı gelince gönderilecek.",
    };
  return { tone: "info", text: "Girdikleriniz bu cihazda saklanıyor: bağlantı kesilse de kaybolmaz." };
}

/** Said first while the page shows what the quay worker kept (decision 0073). */
export const OFFLINE_COPY_MESSAGE = "Bu sayfa telefonda saklanan kopyadan açıldı.";

export function InspectionStatus({
  draft,
  online,
  kept,
  offlineCopy,
}: {
  draft: InspectionDraft;
  online: boolean;
  kept: boolean;
  /** fromCopy: the page shows the kept copy; kept: a copy of the page is kept (it opens again offline). */
  offlineCopy: { fromCopy: boolean; kept: boolean };
}) {
  const { tone, text } = message(draft, online, kept);
  return (
    <p
      role={draft.status === "rejected" ? "alert" : "status"}
      data-testid="inspection-status"
      data-offline-copy={offlineCopy.kept ? "kept" : undefined}
      className={`mb-4 rounded-md p-3 text-sm font-medium ${tones[offlineCopy.fromCopy && tone === "info" ? "warning" : tone]}`}
    >
      {offlineCopy.fromCopy ? <span className="block">{OFFLINE_COPY_MESSAGE}</span> : null}
      {text}
    </p>
  );
}
