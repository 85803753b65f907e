import "server-only";
import { createHmac } from "node:crypto";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The app secret (JWT_SECRET, or DATA_DIR/jwt-secret when generated) signs sessions and seals every TOTP secret
 * in the database: data restored without it locks out every user with a second factor. A generated secret
 * travels in the archive; one given as JWT_SECRET stays in the operator's configuration, and the archive keeps
 * only a fingerprint to tell whether the restoring install has the same one.
 */
export type AppSecret = { bytes: Uint8Array; generated: boolean };

export const SECRET_ENTRY = "secrets/jwt-secret";
export const SECRET_FILE = "jwt-secret";

export const fingerprint = (secret: Uint8Array) =>
  createHmac("sha256", secret).update("liman-backup-fingerprint").digest("hex").slice(0, 16);

/** The secret a script's install runs with: JWT_SECRET, else the generated file (null when there is none yet). */
export function readAppSecret(dataDir: string, envSecret: string | undefined): AppSecret | null {
  if (envSecret) return { bytes: new TextEncoder().encode(envSecret), generated: false };
  const file = path.join(dataDir, SECRET_FILE);
  if (!existsSync(file)) return null;
  return { bytes: new TextEncoder().encode(readFileSync(file, "utf8").trim()), generated: true };
}

/** Puts the archive's generated secret in DATA_DIR; returns how to undo it if the restore fails after all. */
export function installSecret(dataDir: string, staged: string): () => void {
  const file = path.join(dataDir, SECRET_FILE);
  const previous = existsSync(file) ? readFileSync(file) : null;
  writeFileSync(`${file}.restore`, readFileSync(staged), { mode: 0o600 });
  renameSync(`${file}.restore`, file);
  return () => (previous ? writeFileSync(file, previous, { mode: 0o600 }) : rmSync(file, { force: true }));
}
