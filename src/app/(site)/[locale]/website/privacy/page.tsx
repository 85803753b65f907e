import { WebsitePageView, websitePageMetadata } from "@/features/site/content/website-page";

export const dynamic = "force-dynamic";

export const generateMetadata = () => websitePageMetadata("privacy");

export default function Page() {
  return <WebsitePageView pageKey="privacy" />;
}
