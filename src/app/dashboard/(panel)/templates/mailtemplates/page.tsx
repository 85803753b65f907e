import { MailTemplatesScreen } from "@/features/dashboard/mail-templates/mail-templates-screen";

export const metadata = { title: "Mail Şablonları" };

export default function MailTemplatesPage() {
  return <MailTemplatesScreen />;
}
