import { getTranslations } from "next-intl/server";
import { Chevron, Dropdown } from "@/components/ui/dropdown";
import { LoadFailed } from "@/components/ui/skeleton";
import type { SiteShell } from "@/server/website/shell/get-site-shell";
import { CurrencySelect } from "../currency/currency-select";
import { FavoritesMenu } from "../favorites/favorites-menu";
import { LanguageSwitch } from "../i18n/language-switch";
import { HeaderSearch } from "../search/header-search";
import { ThemeToggle } from "../theme/theme-toggle";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { CORPORATE_LINKS, MAIN_LINKS, telHref, typeHref } from "./nav-links";
import { SocialLinks } from "./social-links";
import { SolidIcon } from "@/components/ui/icon";
import { Link } from "@/i18n/navigation";

const menuLink =
  "block rounded-md px-3 py-2 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sea-600 dark:hover:bg-slate-800";
const navLink =
  "rounded-md px-2 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:hover:bg-slate-800";

/** The header of spec §2. `shell` is null when its data could not be read: the parts that need it say so. */
export async function SiteHeader({ shell }: { shell: SiteShell | null }) {
  const [t, nav] = await Promise.all([getTranslations("ShellHeader"), getTranslations("ShellNav")]);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="bg-sea-900 text-white">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4 text-sm">
          {shell === null ? (
            <LoadFailed className="text-white! dark:text-white!" />
          ) : (
            <>
              <div className="flex min-w-0 items-center gap-4">
                {shell.phone && (
                  <a
                    href={telHref(shell.phone)}
                    className="flex items-center gap-1.5 rounded font-medium hover:underline focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <SolidIcon
                      className="size-4"
                      path="M3 4.5C3 3.7 3.7 3 4.5 3h2.2c.6 0 1.2.4 1.4 1l.9 2.8c.2.6 0 1.2-.5 1.6l-1.2.9a10 10 0 0 0 3.9 3.9l.9-1.2c.4-.5 1-.7 1.6-.5l2.8.9c.6.2 1 .8 1 1.4v2.2c0 .8-.7 1.5-1.5 1.5A13.5 13.5 0 0 1 3 4.5z"
                    />
                    <span>{shell.phone}</span>
                  </a>
                )}
                {shell.email && (
                  <a
                    href={`mailto:${shell.email}`}
                    className="hidden truncate rounded hover:underline focus-visible:outline-2 focus-visible:outline-white sm:inline"
                  >
                    {shell.email}
                  </a>
                )}
              </div>
              <SocialLinks social={shell.social} label={t("social")} className="ml-auto" />
            </>
          )}
          <LanguageSwitch />
        </div>
      </div>
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 md:flex-nowrap md:gap-x-4">
        <Logo name={shell?.siteName ?? "Liman"} />
        <div className="order-last basis-full md:order-none md:max-w-md md:flex-1 md:basis-auto">
          <HeaderSearch />
        </div>
        <nav aria-label={t("mainMenu")} className="hidden items-center gap-1 lg:flex">
          <Link href="/listing" className={navLink}>
            {t("rent")}
          </Link>
          <Link href="/listingsale" className={navLink}>
            {t("sale")}
          </Link>
          <Dropdown
            summary={
              <>
                {t("boatTypes")} <Chevron />
              </>
            }
          >
            {shell === null ? (
              <LoadFailed className="p-3" />
            ) : shell.boatTypes.length === 0 ? (
              <p className="p-3 text-sm text-slate-600 dark:text-slate-300">{t("noBoatTypes")}</p>
            ) : (
              <ul>
                {shell.boatTypes.map((type) => (
                  <li key={type.id}>
                    <Link href={typeHref(type.id)} className={menuLink}>
                      {type.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Dropdown>
          <Dropdown
            summary={
              <>
                {t("corporate")} <Chevron />
              </>
            }
          >
            <ul>
              {CORPORATE_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={menuLink}>
                    {nav(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </Dropdown>
          <Link href="/enquire" className={navLink}>
            {t("reservations")}
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <CurrencySelect className="hidden sm:block" />
          <FavoritesMenu />
          <ThemeToggle className="hidden sm:inline-flex" />
          <MobileMenu
            boatTypes={shell?.boatTypes ?? null}
            mainLinks={MAIN_LINKS.map((link) => ({ href: link.href, label: nav(link.key) }))}
            corporateLinks={CORPORATE_LINKS.map((link) => ({ href: link.href, label: nav(link.key) }))}
            labels={{
              open: t("openMenu"),
              close: t("closeMenu"),
              menu: t("mobileMenu"),
              boatTypes: t("boatTypes"),
              corporate: t("corporate"),
            }}
          />
        </div>
      </div>
    </header>
  );
}
