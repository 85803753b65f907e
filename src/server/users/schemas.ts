import { z } from "zod";

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
  created_at: z.string(),
  /** Whether the user signs in with a TOTP second factor. */
  totp_enabled: z.boolean(),
});
export type UserDto = z.infer<typeof userSchema>;

export const createUserBody = z.object({
  email: z
    .email({ error: "Geçerli bir e-posta adresi girin." })
    .max(320)
    .transform((e) => e.toLowerCase()),
  password: z.string().min(8, { error: "Şifre en az 8 karakter olmalı." }).max(200),
  role: userRoleSchema,
  first_name: z.string().trim().min(1, { error: "Ad zorunludur." }).max(100),
  last_name: z.string().trim().min(1, { error: "Soyad zorunludur." }).max(100),
  phone: z.string().trim().max(40).optional(),
});

export const userActivityBody = z.object({
  id: z.number().int().positive(),
  active: z.boolean(),
});
