/**
 * A reservation's payment plan for staff (the server's `payment_plan`, the same plan the guest sees): the deposit and
 * the balance, each with its amount, what is still open, its due day and its state today.
 */
import { Badge, type Tone } from "@/components/ui/badge";
import { day, money, moment } from "../format";
import type { ReservationDetail } from "./reservation-types";

type Instalment = ReservationDetail["payment_plan"][number];

export const INSTALMENT_LABELS: Record<Instalment["purpose"], string> = {
  deposit: "Ön ödeme (kapora)",
  balance: "Kalan ödeme",
};

export const INSTALMENT_STATES: Record<Instalment["state"], { label: string; tone: Tone }> = {
  paid: { label: "Ödendi", tone: "success" },
  due: { label: "Ödenecek", tone: "warning" },
  overdue: { label: "Vadesi geçti", tone: "danger" },
  upcoming: { label: "Vadesi gelmedi", tone: "neutral" },
};

export function PaymentPlanPanel({ plan }: { plan: Instalment[] }) {
  return (
    <section aria-labelledby="plan-title" className="space-y-2">
      <h2 id="plan-title" className="text-lg font-semibold">
        Ödeme planı
      </h2>
      {plan.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          İptal edilen ya da süresi dolan rezervasyonun ödeme planı yoktur.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Ödeme planı</caption>
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Taksit
                </th>
                <th scope="col" className="px-3 py-2">
                  Tutar
                </th>
                <th scope="col" className="px-3 py-2">
                  Açık tutar
                </th>
                <th scope="col" className="px-3 py-2">
                  Son gün
                </th>
                <th scope="col" className="px-3 py-2">
                  Durum
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {plan.map((i) => (
                <tr key={i.purpose} data-state={i.state}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {INSTALMENT_LABELS[i.purpose]}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">{money(i.amount, i.currency)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{money(i.open, i.currency)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{i.due_at ? moment(i.due_at) : day(i.due_date)}</td>
                  <td className="px-3 py-2">
                    <Badge tone={INSTALMENT_STATES[i.state].tone}>{INSTALMENT_STATES[i.state].label}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
