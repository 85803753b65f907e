import type { RawParams } from "@/features/site/listing/listing-params";
import { ListingRoute, listingMetadata } from "@/features/site/listing/listing-route";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<RawParams> };

export const generateMetadata = ({ searchParams }: Props) => listingMetadata("sale", searchParams);

export default function ListingSalePage({ searchParams }: Props) {
  return <ListingRoute mode="sale" searchParams={searchParams} />;
}
