import type { RawParams } from "@/features/site/listing/listing-params";
import { ListingRoute, listingMetadata } from "@/features/site/listing/listing-route";
import { PageMessages } from "@/i18n/page-messages";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<RawParams> };

export const generateMetadata = ({ searchParams }: Props) => listingMetadata("rent", searchParams);

export default function ListingPage({ searchParams }: Props) {
  return (
    <PageMessages page="listing/page.tsx">
      <ListingRoute mode="rent" searchParams={searchParams} />
    </PageMessages>
  );
}
