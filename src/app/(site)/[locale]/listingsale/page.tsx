import type { RawParams } from "@/features/site/listing/listing-params";
import { ListingRoute, listingMetadata } from "@/features/site/listing/listing-route";
import { PageMessages } from "@/i18n/page-messages";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<RawParams> };

export const generateMetadata = ({ searchParams }: Props) => listingMetadata("sale", searchParams);

export default function ListingSalePage({ searchParams }: Props) {
  return (
    <PageMessages page="listingsale/page.tsx">
      <ListingRoute mode="sale" searchParams={searchParams} />
    </PageMessages>
  );
}
