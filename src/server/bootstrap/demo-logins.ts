import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One demo account and its generated password, as kept in DATA_DIR/demo-login.txt. */
export type DemoLogin = { role: "ADMIN" | "OWNER"; email: string; password: string };

export const DEMO_LOGIN_FILE = "demo-login.txt";

/** 16 random base64url characters (96 bits): far above the password policy, and easy to copy. */
export function generateDemoPassword(): string {
  return randomBytes(12).toString("base64url");
}

const HEADER = "# Liman demo hesapları: rol, e-posta, şifre (her hesabın kendi şifresi)";

export function writeDemoLogins(dataDir: string, logins: DemoLogin[]): void {
  mkdirSync(dataDir, { recursive: true });
  const lines = logins.map((l) => `${l.role}\t${l.email}\t${l.password}`);
  writeFileSync(path.join(dataDir, DEMO_LOGIN_FILE), `${[HEADER, ...lines].join("\n")}\n`, { mode: 0o600 });
}

/** The logins of the file; an older file (admin e-mail and password on two lines) reads as the admin alone. */
export function readDemoLogins(dataDir: string): DemoLogin[] {
  const file = path.join(dataDir, DEMO_LOGIN_FILE);
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  if (lines.length === 2 && !lines[0]!.includes("\t"))
    return [{ role: "ADMIN", email: lines[0]!, password: lines[1]! }];
  return lines.flatMap((line) => {
    const [role, email, password] = line.split("\t");
    return (role === "ADMIN" || role === "OWNER") && email && password ? [{ role, email, password }] : [];
  });
}

/** The lines printed at start and after `npm run seed -- --demo`. */
export function formatDemoLogins(logins: DemoLogin[]): string {
  const width = Math.max(...logins.map((l) => l.email.length));
  return [
    "Demo accounts (also in DATA_DIR/demo-login.txt):",
    ...logins.map((l) => `  ${l.role.padEnd(5)}  ${l.email.padEnd(width)}  ${l.password}`),
  ].join("\n");
}
