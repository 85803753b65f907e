import "./globals.css";
import type { Metadata, Viewport } from "next";
import { getLocale } from "next-intl/server";
import { interLatin, interLatinExt } from "./fonts/inter";

/** The dashboard's and the fallback's; the public site's come from its catalogues ((site)/[locale]/layout.tsx). */
export const metadata: Metadata = {
  title: { default: "Liman — Tekne Kiralama ve Satış", template: "%s | Liman" },
  description:
    "Bodrum, Göcek, Fethiye, Marmaris ve İstanbul'da gulet, motoryat, yelkenli ve katamaran kiralayın. Ön ödeme ile hemen rezervasyon.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Every page is rendered per request so that Next can put that response's CSP nonce on its scripts
// (security-headers.ts); a prerendered page would carry none and its scripts would be blocked. Public pages
// stay fast through the page cache, which swaps a fresh nonce into each copy it serves.
export const dynamic = "force-dynamic";

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html
      lang={await getLocale()}
      className={`${interLatin.variable} ${interLatinExt.variable}`}
      suppressHydrationWarning
    >
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
      </body>
    </html>
  );
}
