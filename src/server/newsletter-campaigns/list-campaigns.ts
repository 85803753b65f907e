import "server-only";
import type { Db } from "../db/client";
import { findCampaigns } from "./find-campaigns";

/** A page of campaigns, newest first, with their counts (without bodies). */
export async function listCampaigns(db: Db, page: { skip: number; take: number }) {
  const { items, total } = await findCampaigns(db, page);
  return { items: items.map(({ html: _html, ...summary }) => summary), total };
}
