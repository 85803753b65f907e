import type { Page } from "@playwright/test";

/** A suffix no other test run or parallel spec uses: names, e-mails and titles made by a test. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The dashboard's toast (status, or alert for an error) with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text });
