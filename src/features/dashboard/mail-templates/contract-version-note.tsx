/**
 * The contract terms' version on the "Sözleşme Şablonu" screen (decision 0061): "Sürüm N, <date>", and that saving
 * adds a version while reservations already booked keep the terms they were booked under.
 */
import type { ContractTemplateDto } from "@/shared/reservation-documents";
import { moment } from "../format";

export const contractVersionLabel = (t: Pick<ContractTemplateDto, "version" | "updated_at">) =>
  `Sürüm ${t.version}, ${moment(t.updated_at)}`;

export function ContractVersionNote({ template }: { template: Pick<ContractTemplateDto, "version" | "updated_at"> }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="contract-version">
      <span className="font-medium text-slate-900 dark:text-slate-100">{contractVersionLabel(template)}</span>.
      Kaydetmek yeni bir sürüm oluşturur; daha önce yapılmış rezervasyonların sözleşmeleri, rezervasyon anında
      yürürlükte olan sürümle kalır.
    </p>
  );
}
