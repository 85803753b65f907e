import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A fresh secret for a link: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of a single-use token: its sha256 (hex). */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
