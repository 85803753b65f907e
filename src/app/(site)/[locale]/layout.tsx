import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { SiteFooter } from "@/features/site/shell/site-footer";
import { SiteHeader } from "@/features/site/shell/site-header";
import { loadSiteShell } from "@/features/site/shell/load-site-shell";
import { SiteProviders } from "@/features/site/shell/site-providers";
import { ThemeScript } from "@/features/site/theme/theme-script";
import { VitalsReporter } from "@/features/site/vitals/vitals-reporter";
import { vitalsSampleRate } from "@/features/site/vitals/vitals-sample-rate";
import { SHELL_NAMESPACES } from "@/i18n/client-namespaces";
import { isLocale } from "@/i18n/locales";

// Every public page reads the database (there is none during `next build`); the entry caches whole responses.
export const dynamic = "force-dynamic";

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Site");
  return { title: { default: t("title"), template: t("titleTemplate") }, description: t("description") };
}

/** The public website in one language: header and footer of spec §2 around every public page. */
export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [shell, messages, t] = await Promise.all([loadSiteShell(), getMessages(), getTranslations("Site")]);
  const clientMessages = Object.fromEntries(SHELL_NAMESPACES.map((name) => [name, messages[name]]));
  return (
    <NextIntlClientProvider messages={clientMessages}>
      <ThemeScript />
      <SiteProviders rates={shell?.rates ?? null}>
        <a
          href="#icerik"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-sea-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("skipToContent")}
        </a>
        <div className="flex min-h-screen flex-col">
          <SiteHeader shell={shell} />
          <main id="icerik" className="flex-1">
            {children}
          </main>
          <SiteFooter shell={shell} />
        </div>
        <VitalsReporter sampleRate={vitalsSampleRate()} />
      </SiteProviders>
    </NextIntlClientProvider>
  );
}
