import "server-only";
import { createHash } from "node:crypto";

/** What anonymised personal fields read afterwards. The address is reserved (.invalid): it reaches nobody. */
export const ANON_NAME = "Anonim";
export const ANON_EMAIL = "anonim@silindi.invalid";
export const ANON_PHONE = "-";
export const ERASED_TEXT = "[KVKK kapsamında silindi]";

/** How the audit names a person: sha256 of the trimmed, lower-case e-mail. */
export const emailHash = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
