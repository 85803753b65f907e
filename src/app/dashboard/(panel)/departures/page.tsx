import { DeparturesScreen } from "@/features/dashboard/departures/departures-screen";

export const metadata = { title: "Çıkışlar ve Dönüşler" };

export default function DeparturesPage() {
  return <DeparturesScreen />;
}
