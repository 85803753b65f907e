import { ExternalScreen } from "@/features/dashboard/external/external-screen";

export const metadata = { title: "Manuel Kapatma" };

export default function ExternalPage() {
  return <ExternalScreen />;
}
