import "server-only";
import type { ApiRoute } from "../route";
import { authRoutes } from "./auth";
import { totpLoginRoutes } from "./totp-login";
import { passwordRoutes } from "./passwords";
import { userRoutes } from "./users";
import { boatRoutes } from "./boats";
import { boatPriceRoutes } from "./boat-prices";
import { boatDateRoutes } from "./boat-dates";
import { boatImageRoutes } from "./boat-images";
import { boatCommentRoutes } from "./boat-comments";
import { mediaRoutes } from "./media";
import { mailRoutes } from "./mail";
import { websiteRoutes } from "./website";
import { bookingRoutes } from "./booking";
import { reservationRoutes } from "./reservations";
import { transactionRoutes } from "./transactions";
import { cardPaymentRoutes } from "./card-payments";
import { securityDepositRoutes } from "./security-deposits";
import { boatTypeRoutes } from "./boat-types";
import { districtRoutes } from "./districts";
import { marinaRoutes } from "./marinas";
import { mailTemplateRoutes } from "./mail-templates";
import { blogRoutes } from "./blog";
import { bankRoutes } from "./banks";
import { teamRoutes } from "./team";
import { faqRoutes } from "./faq";
import { subscriberRoutes } from "./subscribers";
import { documentRoutes } from "./documents";
import { websitePageRoutes } from "./website-pages";
import { contactMessageRoutes } from "./contact-messages";
import { dashboardRoutes } from "./dashboard";
import { settingRoutes } from "./settings";
import { externalRoutes } from "./external";
import { searchRoutes } from "./search";
import { siteDataRoutes } from "./site-data";
import { icalRoutes } from "./ical";
import { totpRoutes } from "./totp";
import { privacyRoutes } from "./privacy";
import { auditRoutes } from "./audit";
import { statementRoutes } from "./statements";
import { newsletterRoutes } from "./newsletter";
import { reportRoutes } from "./reports";
import { vitalsRoutes } from "./vitals";
import { departureRoutes } from "./departures";
import { passengerRoutes } from "./passengers";
import { reservationRequestRoutes } from "./reservation-requests";
import { reviewRoutes } from "./reviews";
import { reservationDocumentRoutes } from "./reservation-documents";
import { invoiceRoutes } from "./invoices";
import { pricingRoutes } from "./pricing";
import { inventoryRoutes } from "./inventory";
import { inspectionRoutes } from "./inspections";
import { agencyRoutes } from "./agencies";
import { agencyWebhookRoutes } from "./agency-webhooks";
import { agencyStatementRoutes } from "./agency-statements";
import { partnerRoutes } from "./partner";

/**
 * Every route file of the API, each on its own line: the one place that lists them (tests/unit/api-route-files.test.ts
 * fails when a file of this folder is missing here, or when a route file pulls in another). Order is registration
 * order: keep a fixed path before a parameter that would match it.
 */
export function allRoutes(): ApiRoute[] {
  return [
    // Sign-in, accounts and staff
    ...authRoutes(),
    ...totpLoginRoutes(),
    ...passwordRoutes(),
    ...userRoutes(),
    // Boats and what hangs off them (fixed paths of /admin/boats before /admin/boats/:id: boats.ts orders its own)
    ...boatRoutes(),
    ...boatPriceRoutes(),
    ...boatDateRoutes(),
    ...boatImageRoutes(),
    ...boatCommentRoutes(),
    // Media, mail outbox, the public site's forms
    ...mediaRoutes(),
    ...mailRoutes(),
    ...websiteRoutes(),
    // Booking: public availability, quotes and reservations; staff reservations and payments
    ...bookingRoutes(),
    ...reservationRoutes(),
    ...transactionRoutes(),
    ...cardPaymentRoutes(),
    ...securityDepositRoutes(),
    // Dashboard content and lookups
    ...boatTypeRoutes(),
    ...districtRoutes(),
    ...marinaRoutes(),
    ...mailTemplateRoutes(),
    ...blogRoutes(),
    ...bankRoutes(),
    ...teamRoutes(),
    ...faqRoutes(),
    ...subscriberRoutes(),
    ...documentRoutes(),
    ...websitePageRoutes(),
    ...contactMessageRoutes(),
    ...dashboardRoutes(),
    ...settingRoutes(),
    // Everything else, one area per file
    ...externalRoutes(),
    ...searchRoutes(),
    ...siteDataRoutes(),
    ...icalRoutes(),
    ...totpRoutes(),
    ...privacyRoutes(),
    ...auditRoutes(),
    ...statementRoutes(),
    ...newsletterRoutes(),
    ...reportRoutes(),
    ...vitalsRoutes(),
    ...departureRoutes(),
    ...passengerRoutes(),
    ...reservationRequestRoutes(),
    ...reviewRoutes(),
    ...reservationDocumentRoutes(),
    ...pricingRoutes(),
    ...inventoryRoutes(),
    ...inspectionRoutes(),
    ...invoiceRoutes(),
    ...agencyRoutes(),
    ...agencyWebhookRoutes(),
    ...agencyStatementRoutes(),
    // The partner API for agencies (Bearer API key; its own OpenAPI document, api/app.ts)
    ...partnerRoutes(),
  ];
}
