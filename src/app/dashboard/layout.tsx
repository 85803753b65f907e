import type { Metadata } from "next";
import { ToastProvider } from "@/components/ui/toast";
import { ThemeScript } from "@/features/site/theme/theme-script";

export const metadata: Metadata = {
  title: { default: "Admin Paneli", template: "%s | Admin Paneli" },
  robots: { index: false, follow: false },
};

/** The stored theme (or the system's) is applied before the first paint, on the login page too (spec §9). */
export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ThemeScript />
      <ToastProvider>{children}</ToastProvider>
    </>
  );
}
