import "@fontsource-variable/inter";
import "./globals.css";
import type { Metadata, Viewport } from "next";

export const metadata: Metadata = {
  title: { default: "Liman — Tekne Kiralama ve Satış", template: "%s | Liman" },
  description:
    "Bodrum, Göcek, Fethiye, Marmaris ve İstanbul'da gulet, motoryat, yelkenli ve katamaran kiralayın. %20 ön ödeme ile hemen rezervasyon.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="tr" suppressHydrationWarning>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
      </body>
    </html>
  );
}
