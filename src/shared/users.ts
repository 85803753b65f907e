import { z } from "zod";
import { isSingleLine, singleLine } from "./content-fields";
import { msg } from "./messages/message-ref";
import { optionalPhoneNumber } from "./phone";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-limits";

export const userRoleSchema = z.enum(["ADMIN", "OWNER"]);

/** What the API ever answers about a user: never the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: userRoleSchema,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  active: z.boolean(),
  /** An ADMIN asked for a new password; login is refused until the user sets one. */
  must_reset_password: z.boolean(),
  created_at: z.string(),
  /** Whether the user signs in with a TOTP second factor. */
  totp_enabled: z.boolean(),
  /** How many boats the user owns (archived ones included): what a reassignment would move. */
  boat_count: z.number().int(),
});
export type UserDto = z.infer<typeof userSchema>;

export const createUserBody = z.object({
  email: z
    .email({ error: msg("booking.email_invalid") })
    .max(320)
    .transform((e) => e.toLowerCase()),
  /** Length here (checked in the browser too); the full policy (auth/password-policy) in createUser. */
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: msg("passwords.too_short") })
    .max(PASSWORD_MAX_LENGTH, { error: msg("passwords.too_long") }),
  role: userRoleSchema,
  first_name: z
    .string()
    .trim()
    .min(1, { error: msg("users.first_name_required") })
    .max(100)
    .refine(isSingleLine, singleLine),
  last_name: z
    .string()
    .trim()
    .min(1, { error: msg("users.last_name_required") })
    .max(100)
    .refine(isSingleLine, singleLine),
  phone: optionalPhoneNumber().optional(),
});

const emailField = z
  .email({ error: msg("booking.email_invalid") })
  .max(320)
  .transform((e) => e.toLowerCase());

/** PATCH /admin/users/:id: any subset of the editable fields (at least one). */
export const updateUserBody = z
  .object({
    email: emailField.optional(),
    role: userRoleSchema.optional(),
    first_name: z
      .string()
      .trim()
      .min(1, { error: msg("users.first_name_required") })
      .max(100)
      .refine(isSingleLine, singleLine)
      .optional(),
    last_name: z
      .string()
      .trim()
      .min(1, { error: msg("users.last_name_required") })
      .max(100)
      .refine(isSingleLine, singleLine)
      .optional(),
    /** null or "" clears the phone. */
    phone: optionalPhoneNumber()
      .nullable()
      .transform((p) => (p === "" ? null : p))
      .optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: msg("users.nothing_to_change") });
export type UpdateUserInput = z.output<typeof updateUserBody>;

/** POST /admin/users/:id/reassign-boats: move the owner's boats (all, or those listed) to another OWNER. */
export const reassignBoatsBody = z.object({
  to_owner_id: z
    .number({ error: msg("users.new_owner_required") })
    .int()
    .positive({ error: msg("users.new_owner_required") }),
  boat_ids: z
    .array(z.number().int().positive())
    .min(1, { error: msg("users.boats_required") })
    .max(1000)
    .optional(),
});
export type ReassignBoatsInput = z.output<typeof reassignBoatsBody>;

export const reassignBoatsResultSchema = z.object({
  from_owner_id: z.number().int(),
  to_owner_id: z.number().int(),
  boat_ids: z.array(z.number().int()),
});

export const userActivityBody = z.object({
  id: z.number().int().positive(),
  active: z.boolean(),
});
