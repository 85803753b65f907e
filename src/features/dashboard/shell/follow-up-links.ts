/**
 * The addresses of the lists money asks staff to follow up (issue 29): a tab of a screen, opened by its hash, so
 * the home page's cards and the menu can link straight to it.
 */
/** Payments screen: the flagged card payments still to look at. */
export const ATTENTION_TAB = "ilgilenilmesi-gerekenler";
export const ATTENTION_HREF = `/dashboard/transactions#${ATTENTION_TAB}`;
/** Reservations screen: the reservations whose balance is past its due day and still open. */
export const OVERDUE_TAB = "vadesi-gecmis-bakiyeler";
export const OVERDUE_HREF = `/dashboard/reservations#${OVERDUE_TAB}`;
/** Payments screen: the payments voided or corrected after their invoice was made, for the accountant (issue 32). */
export const INVOICE_FLAGGED_TAB = "muhasebe-faturalar";
export const INVOICE_FLAGGED_HREF = `/dashboard/transactions#${INVOICE_FLAGGED_TAB}`;
