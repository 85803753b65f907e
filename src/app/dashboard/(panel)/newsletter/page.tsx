import { NewsletterScreen } from "@/features/dashboard/newsletter/newsletter-screen";

export const metadata = { title: "Bülten" };

export default function NewsletterPage() {
  return <NewsletterScreen />;
}
