import { ContactScreen } from "@/features/dashboard/contact/contact-screen";

export const metadata = { title: "İletişim Formu" };

export default function ContactMessagesPage() {
  return <ContactScreen />;
}
