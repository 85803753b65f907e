/** How the reports screen writes its figures: TL from kuruş, percentages and months in Turkish. */
import { formatMoney } from "@/lib/money";
import { formatMonthTr } from "@/lib/turkish-calendar";

export const tl = (kurus: number) => formatMoney(kurus, "TRY", { decimals: true });
/** A whole-lira axis label: `₺12.500`. */
export const tlAxis = (lira: number) => formatMoney(Math.round(lira) * 100, "TRY", { decimals: false });
/** A percentage axis label: `%40`. */
export const pctAxis = (v: number) => `%${v.toLocaleString("tr-TR")}`;
export const percent = (value: number | null) => (value === null ? "—" : `%${value.toLocaleString("tr-TR")}`);
export const monthTr = formatMonthTr;
/** `2027-07` → `Tem 27`, short enough for a chart axis. */
export const monthShort = (month: string) => `${formatMonthTr(month).slice(0, 3)} ${month.slice(2, 4)}`;
export const PALETTE = ["#0e7490", "#f59e0b", "#7c3aed", "#059669", "#e11d48", "#2563eb", "#a16207", "#475569"];
export const SOURCE_LABELS = { website: "Site", staff: "Ofis", agency: "Acente", ical: "iCal kanalı" } as const;
