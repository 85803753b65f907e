import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: t("title"), robots: { index: false } };
}

/** Catches every address no route answers, so its 404 shows inside the site's layout (see ../not-found.tsx). */
export default function MissingPage() {
  notFound();
}
