import { getTranslations } from "next-intl/server";
import { LoadFailed } from "@/components/ui/skeleton";
import type { SiteShell } from "@/server/website/shell/get-site-shell";
import { CORPORATE_LINKS, regionHref, telHref, typeHref } from "./nav-links";
import { NewsletterForm } from "./newsletter-form";
import { SocialLinks } from "./social-links";
import { clock } from "@/lib/clock";
import { SolidIcon } from "@/components/ui/icon";
import { Link } from "@/i18n/navigation";

const heading = "text-sm font-semibold tracking-wide text-white uppercase";
const link = "rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";

/** The footer of spec §2. `shell` is null when its data could not be read. */
export async function SiteFooter({ shell }: { shell: SiteShell | null }) {
  const [t, nav, header] = await Promise.all([
    getTranslations("ShellFooter"),
    getTranslations("ShellNav"),
    getTranslations("ShellHeader"),
  ]);
  const year = clock.now().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-3 lg:col-span-2">
          <p className="text-xl font-bold text-white">{shell?.siteName ?? "Liman"}</p>
          {shell === null ? (
            <LoadFailed className="text-red-300! dark:text-red-300!" />
          ) : (
            <>
              {shell.footerText && (
                <p lang={shell.footerTextLang} className="text-sm leading-6">
                  {shell.footerText}
                </p>
              )}
              <ul className="space-y-1 text-sm">
                {shell.email && (
                  <li>
                    {t("email")}{" "}
                    <a href={`mailto:${shell.email}`} className={link}>
                      {shell.email}
                    </a>
                  </li>
                )}
                {shell.phone && (
                  <li>
                    {t("phone")}{" "}
                    <a href={telHref(shell.phone)} className={link}>
                      {shell.phone}
                    </a>
                  </li>
                )}
                {shell.address && <li>{shell.address}</li>}
              </ul>
              <SocialLinks social={shell.social} label={header("social")} className="-ml-2 text-slate-200" />
            </>
          )}
          <div className="pt-2">
            <NewsletterForm />
          </div>
        </div>
        <nav aria-labelledby="footer-marinas" className="space-y-3">
          <h2 id="footer-marinas" className={heading}>
            {t("popularMarinas")}
          </h2>
          {shell === null ? (
            <LoadFailed className="text-red-300! dark:text-red-300!" />
          ) : (
            <ul className="space-y-1.5 text-sm">
              {shell.marinaPopular.map((marina) => (
                <li key={marina.id}>
                  <Link href={regionHref(marina.id)} className={link}>
                    {marina.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <nav aria-labelledby="footer-types" className="space-y-3">
          <h2 id="footer-types" className={heading}>
            {t("boatTypes")}
          </h2>
          {shell === null ? (
            <LoadFailed className="text-red-300! dark:text-red-300!" />
          ) : (
            <ul className="space-y-1.5 text-sm">
              {shell.boatTypes.map((type) => (
                <li key={type.id}>
                  <Link href={typeHref(type.id)} className={link}>
                    {type.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <nav aria-labelledby="footer-corporate" className="space-y-3">
          <h2 id="footer-corporate" className={heading}>
            {t("corporate")}
          </h2>
          <ul className="space-y-1.5 text-sm">
            {CORPORATE_LINKS.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={link}>
                  {nav(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            <p className="flex items-center gap-2">
              <SolidIcon
                className="size-4 text-emerald-400"
                path="M10 1.5 3 4.5v5c0 4.2 3 7.7 7 9 4-1.3 7-4.8 7-9v-5l-7-3zm-1 12.2L5.8 10.5l1.4-1.4L9 10.9l3.8-3.8 1.4 1.4L9 13.7z"
              />
              {t("securePayment")}
            </p>
            <p className="flex items-center gap-2">
              <SolidIcon
                className="size-4 text-emerald-400"
                path="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4zm-2 6V6a2 2 0 1 1 4 0v2H8z"
              />
              {t("ssl")}
            </p>
          </div>
          <p className="text-slate-400">{t("copyright", { year: String(year), name: shell?.siteName ?? "Liman" })}</p>
        </div>
      </div>
    </footer>
  );
}
