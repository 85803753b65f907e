import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailTemplates } from "@/server/db/schema";
import { createTestApi } from "../support/test-api";

const api = await createTestApi();

describe("default mail templates", () => {
  it("exist on a fresh database with Turkish subjects and the booking variables", async () => {
    const rows = await api.db
      .select({
        key: mailTemplates.key,
        subject: mailTemplates.subject,
        body: mailTemplates.body,
        active: mailTemplates.active,
      })
      .from(mailTemplates)
      .orderBy(asc(mailTemplates.key));
    expect(rows.map((r) => r.key)).toEqual([
      "balance_reminder",
      "bank_details",
      "inspection_saved",
      "reservation_confirmed",
      "reservation_received",
      "reservation_request_approved",
      "reservation_request_refused",
      "reservation_request_staff",
      "reservation_staff",
      "review_invitation",
    ]);
    for (const row of rows) {
      expect(row.active).toBe(true);
      expect(row.subject).toContain("{{code}}");
      expect(row.body).toContain("{{boat_name}}");
    }
    const received = rows.find((r) => r.key === "reservation_received")!;
    expect(received.subject).toContain("Rezervasyon talebiniz alındı");
    for (const v of [
      "customer_name",
      "option_expires_at",
      "deposit",
      "bank_accounts",
      "start_date",
      "end_date",
      "guests",
    ]) {
      expect(received.body).toContain(`{{${v}}}`);
    }
    expect(rows.find((r) => r.key === "bank_details")!.body).toContain("{{due}}");
    // The rate is the reservation's (the deposit_percent setting at booking time), never a number of the template's.
    for (const key of ["reservation_received", "reservation_staff", "bank_details"]) {
      expect(rows.find((r) => r.key === key)!.body).toContain("(%{{deposit_percent}})");
    }
  });
});
