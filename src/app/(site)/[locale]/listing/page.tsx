import type { RawParams } from "@/features/site/listing/listing-params";
import { ListingRoute, listingMetadata } from "@/features/site/listing/listing-route";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<RawParams> };

export const generateMetadata = ({ searchParams }: Props) => listingMetadata("rent", searchParams);

export default function ListingPage({ searchParams }: Props) {
  return <ListingRoute mode="rent" searchParams={searchParams} />;
}
