import "server-only";
import { sql } from "drizzle-orm";
import { boats, contactMessageReplies, contactMessages } from "../db/schema";
import { messageIsUnread } from "../staff-marks/message-is-unread";
import type { ContactMessageDto } from "./schemas";

/** Columns of a contact message as `userId` sees it; left join `boats` on `contact_messages.boat_id`. */
export function contactMessageColumns(userId: number) {
  return {
    id: contactMessages.id,
    name: contactMessages.name,
    email: contactMessages.email,
    phone: contactMessages.phone,
    subject: contactMessages.subject,
    message: contactMessages.message,
    unread: messageIsUnread(userId),
    archivedAt: contactMessages.archivedAt,
    anonymizedAt: contactMessages.anonymizedAt,
    locale: contactMessages.locale,
    replies: sql<number>`(SELECT count(*)::int FROM ${contactMessageReplies} WHERE ${contactMessageReplies.messageId} = ${contactMessages.id})`,
    createdAt: contactMessages.createdAt,
    boatId: boats.id,
    boatName: boats.name,
    boatSlug: boats.slug,
  };
}

type Row = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  unread: boolean;
  archivedAt: Date | null;
  anonymizedAt: Date | null;
  locale: "tr" | "en";
  replies: number;
  createdAt: Date;
  boatId: number | null;
  boatName: string | null;
  boatSlug: string | null;
};

export function toContactMessageDto(row: Row): ContactMessageDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    boat: row.boatId !== null ? { id: row.boatId, name: row.boatName ?? "", slug: row.boatSlug ?? "" } : null,
    read: !row.unread,
    archived: row.archivedAt !== null,
    anonymized: row.anonymizedAt !== null,
    locale: row.locale,
    replies: Number(row.replies),
    created_at: new Date(row.createdAt).toISOString(),
  };
}
