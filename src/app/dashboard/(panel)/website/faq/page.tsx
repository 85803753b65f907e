import { FaqScreen } from "@/features/dashboard/website/faq-screen";

export const metadata = { title: "Sıkça Sorulan Sorular" };

export default function FaqAdminPage() {
  return <FaqScreen />;
}
