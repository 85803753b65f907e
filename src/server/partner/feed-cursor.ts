import "server-only";
import { badRequest } from "../domain-errors";

/** A position in an agency's change feed: the writing transaction (xid8, decimal) and the reservation id. */
export type FeedPosition = { xid: bigint; id: number };

export const FEED_START: FeedPosition = { xid: 0n, id: 0 };

/** The opaque cursor handed to agencies: base64url of `<xid>.<id>`. */
export const encodeCursor = (p: FeedPosition) => Buffer.from(`${p.xid}.${p.id}`).toString("base64url");

export function decodeCursor(cursor: string): FeedPosition {
  const match = Buffer.from(cursor, "base64url")
    .toString("utf8")
    .match(/^(0|[1-9][0-9]{0,19})\.(0|[1-9][0-9]{0,9})$/);
  const xid = match ? BigInt(match[1] as string) : -1n;
  const id = match ? Number(match[2]) : -1;
  if (!match || xid >= 2n ** 63n || id > 2_147_483_647)
    throw badRequest("partner.cursor_invalid", {
      cursor: "partner.cursor_invalid",
    });
  return { xid, id };
}
