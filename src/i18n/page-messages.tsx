import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { type ClientPage, PAGE_NAMESPACES } from "@/i18n/client-namespaces";

/** The messages of one page's client components, instead of every page's in the site layout (issue 33 item 12). */
export async function PageMessages({ page, children }: { page: ClientPage; children: React.ReactNode }) {
  const messages = await getMessages();
  const own = Object.fromEntries(PAGE_NAMESPACES[page].map((name) => [name, messages[name]]));
  return <NextIntlClientProvider messages={own}>{children}</NextIntlClientProvider>;
}
