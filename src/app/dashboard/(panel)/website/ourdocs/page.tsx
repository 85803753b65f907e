import { DocumentsScreen } from "@/features/dashboard/website/documents-screen";

export const metadata = { title: "Belgelerimiz" };

export default function OurDocumentsPage() {
  return <DocumentsScreen />;
}
