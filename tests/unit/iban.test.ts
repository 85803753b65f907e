import { describe, expect, it } from "vitest";
import { formatIban, ibanCheckDigits, isValidIban, turkishIban } from "@/lib/iban";

describe("IBAN check digits", () => {
  it("matches published example IBANs", () => {
    // The ISO 13616 / European Committee for Banking Standards examples.
    expect(ibanCheckDigits("TR", "0006100519786457841326")).toBe("33");
    expect(ibanCheckDigits("GB", "WEST12345698765432")).toBe("82");
    expect(ibanCheckDigits("DE", "370400440532013000")).toBe("89");
    expect(isValidIban("TR33 0006 1005 1978 6457 8413 26")).toBe(true);
    expect(isValidIban("GB82 WEST 1234 5698 7654 32")).toBe(true);
  });

  it("builds a Turkish IBAN of TR + 24 digits whose checksum holds", () => {
    const iban = turkishIban("00064", "1234567890");
    expect(iban).toMatch(/^TR\d{24}$/);
    expect(iban.slice(4, 10)).toBe("000640");
    expect(iban.slice(10)).toBe("0000001234567890");
    expect(isValidIban(iban)).toBe(true);
  });

  it("rejects a typo in any digit and a wrong length", () => {
    const iban = turkishIban("00062", "6298001234");
    for (let i = 4; i < iban.length; i++) {
      const digit = Number(iban[i]);
      const typo = `${iban.slice(0, i)}${(digit + 1) % 10}${iban.slice(i + 1)}`;
      expect(isValidIban(typo)).toBe(false);
    }
    expect(isValidIban(iban.slice(0, -1))).toBe(false);
    expect(isValidIban(`${iban}0`)).toBe(false);
    expect(isValidIban("TR00 0000 0000 0000 0000 0000 00")).toBe(false);
  });

  it("groups an IBAN by four for display", () => {
    expect(formatIban("tr330006100519786457841326")).toBe("TR33 0006 1005 1978 6457 8413 26");
  });

  it("refuses bad inputs to the builder", () => {
    expect(() => turkishIban("64", "1")).toThrow();
    expect(() => turkishIban("00064", "12345678901234567")).toThrow();
  });
});
