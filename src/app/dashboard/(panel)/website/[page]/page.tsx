import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TextPageScreen } from "@/features/dashboard/website/text-page-screen";
import { TEXT_PAGE_INFO } from "@/features/dashboard/website/text-pages";
import { TEXT_PAGES, type TextPage } from "@/shared/website-page-names";

/** /dashboard/website/{about, rental, cancel, privacy, kvkk, howrent}; team, ourdocs, faq and bank have their own folders. An unknown page is answered 404 by src/proxy.ts before rendering. */
const isTextPage = (page: string): page is TextPage => (TEXT_PAGES as readonly string[]).includes(page);

export async function generateMetadata({ params }: { params: Promise<{ page: string }> }): Promise<Metadata> {
  const { page } = await params;
  return { title: isTextPage(page) ? TEXT_PAGE_INFO[page].heading : "Web Sitesi" };
}

export default async function WebsiteTextPage({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  if (!isTextPage(page)) notFound();
  return <TextPageScreen page={page} />;
}
