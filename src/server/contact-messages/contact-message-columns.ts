import "server-only";
import { boats, contactMessages } from "../db/schema";
import type { ContactMessageDto } from "./schemas";

/** Columns of a contact message read; left join `boats` on `contact_messages.boat_id`. */
export const contactMessageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  read: contactMessages.read,
  createdAt: contactMessages.createdAt,
  boatId: boats.id,
  boatName: boats.name,
  boatSlug: boats.slug,
};

type Row = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  read: boolean;
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
    read: row.read,
    created_at: row.createdAt.toISOString(),
  };
}
