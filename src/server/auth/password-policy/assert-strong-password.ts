import "server-only";
import { AppError } from "../../domain-errors";
import { type PasswordOwner, passwordProblemRef } from "./check-password";

/** Throws a 400 WEAK_PASSWORD with the problem as the error of `field` when the password fails the policy. */
export function assertStrongPassword(password: string, owner: PasswordOwner, field = "password"): void {
  const problem = passwordProblemRef(password, owner);
  if (problem) throw new AppError(400, "WEAK_PASSWORD", problem, { [field]: problem });
}
