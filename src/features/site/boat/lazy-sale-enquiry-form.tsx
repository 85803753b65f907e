"use client";

import dynamic from "next/dynamic";

/**
 * The sale enquiry form in its own chunk: a server component importing it directly would put its code on every
 * boat page, rentals included (Next.js does not split client components a server component imports lazily).
 * Rendered on the server as before; its script loads only on the pages of boats for sale.
 */
export const LazySaleEnquiryForm = dynamic(() => import("./sale-enquiry-form").then((m) => m.SaleEnquiryForm));
