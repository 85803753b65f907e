import { ContractTemplateScreen } from "@/features/dashboard/mail-templates/contract-template-screen";

export const metadata = { title: "Sözleşme Şablonu" };

export default function ContractTemplatePage() {
  return <ContractTemplateScreen />;
}
