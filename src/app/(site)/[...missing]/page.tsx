import { notFound } from "next/navigation";

export const metadata = { title: "Sayfa bulunamadı", robots: { index: false } };

/** Catches every address no route answers, so its 404 shows inside the site's layout (see ../not-found.tsx). */
export default function MissingPage() {
  notFound();
}
