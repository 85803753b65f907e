import { getTranslations } from "next-intl/server";
import { ContactForm } from "@/features/site/content/contact-form";
import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { telHref } from "@/features/site/shell/nav-links";
import { getDb } from "@/server/db/runtime";
import { getSiteContact } from "@/server/website/shell/get-site-contact";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { PageMessages } from "@/i18n/page-messages";

export const dynamic = "force-dynamic";

export const generateMetadata = async () =>
  pageMetadata({
    locale: await pageLocale(),
    title: (await getTranslations("ContentContact"))("title"),
    description: (await getTranslations("ContentContact"))("description"),
    path: "/contact",
  });

const detailLink = "font-medium text-sea-700 hover:underline dark:text-sky-300";

export default async function ContactPage() {
  const [contact, t] = await Promise.all([getSiteContact(getDb()), getTranslations("ContentContact")]);
  return (
    <PageMessages page="contact/page.tsx">
      <>
        <PageHeader title={t("title")} lead={t("lead")} />
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
          <section aria-labelledby="iletisim-bilgileri" className="lg:col-span-1">
            <h2 id="iletisim-bilgileri" className="text-xl font-semibold text-slate-900 dark:text-white">
              {contact.site_name}
            </h2>
            <dl className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">
              {contact.site_phone && (
                <div>
                  <dt className="text-sm font-semibold text-slate-900 dark:text-white">{t("phone")}</dt>
                  <dd>
                    <a href={telHref(contact.site_phone)} className={detailLink}>
                      {contact.site_phone}
                    </a>
                  </dd>
                </div>
              )}
              {contact.site_email && (
                <div>
                  <dt className="text-sm font-semibold text-slate-900 dark:text-white">{t("email")}</dt>
                  <dd>
                    <a href={`mailto:${contact.site_email}`} className={detailLink}>
                      {contact.site_email}
                    </a>
                  </dd>
                </div>
              )}
              {contact.site_address && (
                <div>
                  <dt className="text-sm font-semibold text-slate-900 dark:text-white">{t("address")}</dt>
                  <dd>
                    <address className="not-italic">{contact.site_address}</address>
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <section
            aria-labelledby="mesaj-gonder"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 id="mesaj-gonder" className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
              {t("write")}
            </h2>
            <ContactForm />
          </section>
        </div>
      </>
    </PageMessages>
  );
}
