import "server-only";
import { eq, lt, or } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { mailOutbox, passwordResetTokens } from "../db/schema";
import { getSettings } from "../settings/get-settings";
import { RESET_MAIL_KEY, type ResetMailReason, resetLink, resetMail } from "./reset-mail";
import { newResetToken, RESET_TOKEN_TTL_MS } from "./reset-token";

/**
 * Issues a new reset token for the user (their earlier links stop working; long-expired rows of anyone are
 * cleared) and queues the mail with the link in the outbox. Run it in the transaction of the change that
 * causes it. The token itself is only in the mail: the table keeps its hash.
 */
export async function issueResetLink(
  tx: DbOrTx,
  user: { id: number; email: string; firstName: string },
  options: { publicUrl: string; reason: ResetMailReason; now: Date },
): Promise<void> {
  const { token, hash } = newResetToken();
  const dayAgo = new Date(options.now.getTime() - 24 * 60 * 60 * 1000);
  await tx
    .delete(passwordResetTokens)
    .where(or(eq(passwordResetTokens.userId, user.id), lt(passwordResetTokens.expiresAt, dayAgo)));
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hash,
    expiresAt: new Date(options.now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: options.now,
  });
  const mail = resetMail({
    siteName: (await getSettings(tx)).site_name,
    firstName: user.firstName,
    link: resetLink(options.publicUrl, token),
    reason: options.reason,
  });
  await tx.insert(mailOutbox).values({ toAddress: user.email, templateKey: RESET_MAIL_KEY, ...mail });
}
