import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_MAIL_DIR } from "../../../playwright.config";
import type { ReceivedMail } from "../../support/smtp-sink";

function decodePart(body: string, encoding: string | undefined): string {
  const kind = encoding?.trim().toLowerCase();
  if (kind === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (kind === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The decoded text of every leaf part of a raw MIME message, one after the other. */
export function mailBodies(raw: string): string {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const boundary = unfolded.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  if (!boundary) return decodePart(body, unfolded.match(/content-transfer-encoding:\s*([^\r\n;]+)/i)?.[1]);
  return body
    .split(`--${boundary}`)
    .filter((part) => part.trim() && !part.startsWith("--"))
    .map((part) => mailBodies(part.replace(/^\r?\n/, "")))
    .join("\n");
}

function readMails(): ReceivedMail[] {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  return readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, name), "utf8")) as ReceivedMail);
}

/** Waits until the test SMTP server has received `count` mails to this address and answers the last one. */
export async function waitForMail(to: string, count = 1): Promise<ReceivedMail & { text: string }> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      () => {
        found = readMails().filter((m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()));
        return found.length;
      },
      { message: `mail #${count} to ${to}`, timeout: 45_000, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThanOrEqual(count);
  const mail = found[count - 1]!;
  return { ...mail, text: mailBodies(mail.raw) };
}

/** The password reset link of a mail. */
export function resetLinkIn(mail: { text: string }): string {
  const link = mail.text.match(/https?:\/\/[^\s"<>]+\/dashboard\/reset-password#token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, "a reset link in the mail").toBeDefined();
  return link!;
}

/** Every mail the test SMTP server has received so far for this address (no waiting). */
export function mailsTo(to: string): (ReceivedMail & { text: string })[] {
  return readMails()
    .filter((m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()))
    .map((m) => ({ ...m, text: mailBodies(m.raw) }));
}
