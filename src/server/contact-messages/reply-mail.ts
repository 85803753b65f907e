import "server-only";
import { formatDateTimeTr } from "../../lib/dates";
import { escapeHtml } from "../mail/render-template";

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

/**
 * The mail of a reply: "Re: <subject>", the staff member's text signed with their name and the company, then
 * the original message quoted. Plain text too, with the quote marked by "> ".
 */
export function replyMail(input: {
  subject: string | null;
  name: string;
  message: string;
  sentAt: Date;
  reply: string;
  staffName: string;
  siteName: string;
}) {
  const subject = `Re: ${input.subject?.trim() || `${input.siteName} iletişim formu`}`;
  const when = formatDateTimeTr(input.sentAt);
  const html = [
    `<p>Sayın ${escapeHtml(input.name)},</p>`,
    paragraphs(input.reply),
    `<p>Saygılarımızla,<br>${escapeHtml(input.staffName)}<br>${escapeHtml(input.siteName)}</p>`,
    `<p>${escapeHtml(when)} tarihinde ${escapeHtml(input.name)} yazdı:</p>`,
    `<blockquote style="margin:0 0 0 8px;padding-left:12px;border-left:3px solid #cbd5e1;color:#475569">${paragraphs(input.message)}</blockquote>`,
  ].join("\n");
  const text = [
    `Sayın ${input.name},`,
    "",
    input.reply,
    "",
    "Saygılarımızla,",
    input.staffName,
    input.siteName,
    "",
    `${when} tarihinde ${input.name} yazdı:`,
    ...input.message.split("\n").map((line) => `> ${line}`),
  ].join("\n");
  return { subject, html, text };
}
