import { describe, expect, it } from "vitest";
import { errorText } from "@/shared/messages/error-text";
import {
  canTransition,
  isHolding,
  RESERVATION_STATUSES,
  STATUS_LABELS,
  TRANSITIONS,
  transitionError,
} from "@/server/reservations/status";

describe("reservation status transitions", () => {
  it("follows the booking life cycle", () => {
    expect(canTransition("option", "confirmed")).toBe(true);
    expect(canTransition("confirmed", "completed")).toBe(true);
    expect(canTransition("option", "cancelled")).toBe(true);
    expect(canTransition("option", "expired")).toBe(true);
    expect(canTransition("confirmed", "cancelled")).toBe(true);
  });

  it("refuses what makes no sense", () => {
    expect(canTransition("option", "completed")).toBe(false);
    expect(canTransition("confirmed", "option")).toBe(false);
    expect(canTransition("confirmed", "expired")).toBe(false);
    expect(canTransition("completed", "cancelled")).toBe(false);
    expect(canTransition("cancelled", "completed")).toBe(false);
    expect(canTransition("expired", "cancelled")).toBe(false);
    for (const to of RESERVATION_STATUSES) expect(canTransition("completed", to)).toBe(false);
  });

  it("lets staff reinstate a cancelled or expired reservation (the dates are checked by the database)", () => {
    expect(canTransition("expired", "confirmed")).toBe(true);
    expect(canTransition("expired", "option")).toBe(true);
    expect(canTransition("cancelled", "option")).toBe(true);
  });

  it("explains a refused transition in each language and accepts staying put", () => {
    const refusal = transitionError("completed", "option");
    expect(errorText("tr", refusal!)).toBe("“Tamamlandı” durumundaki bir rezervasyon “Opsiyonlu” durumuna alınamaz.");
    expect(errorText("en", refusal!)).toBe("A booking in the status “Completed” cannot be moved to “Option”.");
    expect(transitionError("option", "option")).toBeNull();
    expect(transitionError("option", "confirmed")).toBeNull();
  });

  it("holds days while option, confirmed or completed; frees them when cancelled or expired", () => {
    expect(RESERVATION_STATUSES.filter(isHolding)).toEqual(["option", "confirmed", "completed"]);
  });

  it("names every status and lists a transition for each", () => {
    for (const s of RESERVATION_STATUSES) {
      expect(STATUS_LABELS[s]).toBeTruthy();
      expect(TRANSITIONS[s]).toBeDefined();
      expect(TRANSITIONS[s]).not.toContain(s);
    }
  });
});
