import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { contactMessageReads, contactMessages } from "../db/schema";
import { marksSince } from "./marks-since";

/**
 * SQL true when a message is unread for this user: their own read/unread mark when they set one, otherwise
 * unread when it came after their baseline.
 */
export function messageIsUnread(userId: number): SQL<boolean> {
  return sql<boolean>`NOT coalesce((SELECT ${contactMessageReads.read} FROM ${contactMessageReads} WHERE ${contactMessageReads.userId} = ${userId} AND ${contactMessageReads.messageId} = ${contactMessages.id}), ${contactMessages.createdAt} <= ${marksSince(userId)})`;
}
