import type { Metadata } from "next";
import { notFound } from "next/navigation";

export const metadata: Metadata = { title: "Sayfa bulunamadı" };

/** Catches every dashboard address no route answers, so its 404 is the dashboard's own (../not-found.tsx). */
export default function MissingDashboardPage() {
  notFound();
}
