import { SiteFooter } from "@/features/site/shell/site-footer";
import { SiteHeader } from "@/features/site/shell/site-header";
import { loadSiteShell } from "@/features/site/shell/load-site-shell";
import { SiteProviders } from "@/features/site/shell/site-providers";
import { ThemeScript } from "@/features/site/theme/theme-script";
import { VitalsReporter } from "@/features/site/vitals/vitals-reporter";
import { vitalsSampleRate } from "@/features/site/vitals/vitals-sample-rate";

// Every public page reads the database (there is none during `next build`); the entry caches whole responses.
export const dynamic = "force-dynamic";

/** The public website: header and footer of spec §2 around every public page. */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const shell = await loadSiteShell();
  return (
    <>
      <ThemeScript />
      <SiteProviders rates={shell?.rates ?? null}>
        <a
          href="#icerik"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-sea-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          İçeriğe geç
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
    </>
  );
}
