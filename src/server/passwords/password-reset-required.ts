import "server-only";
import { AppError } from "../domain-errors";

/** Login with the right password of a user an ADMIN asked to set a new one: refused until they do. */
export const passwordResetRequired = () => new AppError(403, "PASSWORD_RESET_REQUIRED", "passwords.reset_required");
