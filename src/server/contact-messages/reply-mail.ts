import "server-only";
import type { Locale } from "@/i18n/locales";
import { formatDateTimeTr } from "../../lib/turkish-calendar";
import { formatDateTime } from "../../lib/locale-format";
import { escapeHtml } from "../mail/render-template";
import { CONTACT_FORM_SUBJECT, SALE_SUBJECT_PREFIX } from "../website/send-contact-message";

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

/** The reply mail's own words, per the language the message was sent in (the staff's text is their own). */
const WORDS: Record<
  Locale,
  {
    fallbackSubject: (site: string) => string;
    /** The stored subject as the guest reads it (the form's own Turkish subjects worded in English). */
    subject: (stored: string, site: string) => string;
    greeting: (name: string) => string;
    closing: string;
    wrote: (when: string, name: string) => string;
    when: (moment: Date) => string;
  }
> = {
  tr: {
    fallbackSubject: (site) => `${site} iletişim formu`,
    subject: (stored) => stored,
    greeting: (name) => `Sayın ${name},`,
    closing: "Saygılarımızla,",
    wrote: (when, name) => `${when} tarihinde ${name} yazdı:`,
    when: (moment) => formatDateTimeTr(moment),
  },
  en: {
    fallbackSubject: (site) => `${site} contact form`,
    subject: (stored, site) =>
      stored === CONTACT_FORM_SUBJECT
        ? `${site} contact form`
        : stored.startsWith(SALE_SUBJECT_PREFIX)
          ? `Sale enquiry: ${stored.slice(SALE_SUBJECT_PREFIX.length)}`
          : stored,
    greeting: (name) => `Dear ${name},`,
    closing: "Kind regards,",
    wrote: (when, name) => `On ${when}, ${name} wrote:`,
    when: (moment) => formatDateTime(moment, "en"),
  },
};

/**
 * The mail of a reply, in the message's language (Turkish or English): "Re: <subject>", the staff member's text signed with their name and the company, then
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
  locale?: Locale;
}) {
  const words = WORDS[input.locale ?? "tr"];
  const stored = input.subject?.trim();
  const subject = `Re: ${stored ? words.subject(stored, input.siteName) : words.fallbackSubject(input.siteName)}`;
  const when = words.when(input.sentAt);
  const html = [
    `<p>${escapeHtml(words.greeting(input.name))}</p>`,
    paragraphs(input.reply),
    `<p>${escapeHtml(words.closing)}<br>${escapeHtml(input.staffName)}<br>${escapeHtml(input.siteName)}</p>`,
    `<p>${escapeHtml(words.wrote(when, input.name))}</p>`,
    `<blockquote style="margin:0 0 0 8px;padding-left:12px;border-left:3px solid #cbd5e1;color:#475569">${paragraphs(input.message)}</blockquote>`,
  ].join("\n");
  const text = [
    words.greeting(input.name),
    "",
    input.reply,
    "",
    words.closing,
    input.staffName,
    input.siteName,
    "",
    words.wrote(when, input.name),
    ...input.message.split("\n").map((line) => `> ${line}`),
  ].join("\n");
  return { subject, html, text };
}
