import "server-only";
import { sql } from "drizzle-orm";
import { boats, users, userTotp } from "../db/schema";
import type { UserDto } from "./schemas";

/** The explicit columns every user read selects. */
export const userColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  active: users.active,
  mustResetPassword: users.mustResetPassword,
  createdAt: users.createdAt,
  totpEnabled: sql<boolean>`exists (select 1 from ${userTotp} where ${userTotp.userId} = ${users.id} and ${userTotp.confirmedAt} is not null)`,
  // Qualified by hand: inside the subquery an unqualified "id" would be the boat's.
  boatCount: sql<number>`(select count(*) from ${boats} b where b.owner_id = ${users}.id)::int`,
};

type Row = Pick<typeof users.$inferSelect, Exclude<keyof typeof userColumns, "totpEnabled" | "boatCount">> & {
  totpEnabled: boolean;
  boatCount: number;
};

export function toUserDto(row: Row): UserDto {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    active: row.active,
    must_reset_password: row.mustResetPassword,
    created_at: row.createdAt.toISOString(),
    totp_enabled: row.totpEnabled,
    boat_count: Number(row.boatCount),
  };
}
