/**
 * Why a card payment is flagged for staff (`attention`), in plain Turkish, and whether it still waits for them:
 * open (a refund or a look is due), looked at (marked by staff), or settled by a refund in full.
 */
import { Badge } from "@/components/ui/badge";
import type { Transaction } from "../reservations/reservation-types";
import { moment } from "../format";

export const ATTENTION_TEXTS: Record<Transaction["attention"][number], string> = {
  reservation_closed:
    "Rezervasyon iptal edilmiş ya da süresi dolmuşken ödendi. Rezervasyon açılmadı; para büyük olasılıkla iade edilmeli.",
  extra_payment:
    "Fazla ödeme: ödenecek tutar başka bir ödemeyle (ikinci bir sekme, havale) zaten karşılanmışken geldi ya da toplamı aşıyor. İade edin ya da kalan ödemeye sayın.",
  amount_mismatch:
    "Tutar uyuşmuyor: sağlayıcı başlatılan ödemeden farklı bir toplam bildirdi. Kayıtta başlatılan tutar var; sağlayıcının panelinden kontrol edin.",
};

export function AttentionNote({ transaction: t }: { transaction: Transaction }) {
  if (t.attention.length === 0) return null;
  const state = t.attention_open
    ? { tone: "warning" as const, text: "İlgilenilmeli" }
    : t.attention_resolved_at
      ? { tone: "info" as const, text: `İncelendi · ${moment(t.attention_resolved_at)}` }
      : { tone: "neutral" as const, text: "Sonuçlandı" };
  return (
    <span className="mt-1 block max-w-72 text-xs text-slate-700 dark:text-slate-300" data-attention={t.attention_open}>
      <Badge tone={state.tone}>{state.text}</Badge>
      <ul className="mt-1 list-disc space-y-0.5 pl-4">
        {t.attention.map((reason) => (
          <li key={reason}>{ATTENTION_TEXTS[reason]}</li>
        ))}
      </ul>
    </span>
  );
}
