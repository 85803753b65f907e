import { describe, expect, it } from "vitest";
import { parseConfig } from "@/server/config";
import { netUnitPrice, vatIncludedParts } from "@/server/invoicing/vat-included";

/**
 * What an invoice adds up to: each detail's net (to the cent) plus VAT on it, rounded per line or on the total.
 * Computed in 1/10000 units (integers), so no float artefact decides a half cent.
 */
function totals(parts: { unitPrice: string }[], vatPercent: number) {
  const nets = parts.map((p) => Math.round(Number(p.unitPrice) * 10_000));
  const perLine = nets.reduce((sum, net) => sum + Math.round(net / 100) + Math.round((net * vatPercent) / 10_000), 0);
  const onTotal = Math.round(nets.reduce((sum, net) => sum + net * (100 + vatPercent), 0) / 10_000);
  return { perLine, onTotal };
}

describe("vatIncludedParts (VAT included in what was paid)", () => {
  it("gives the price without VAT in whole cents, one detail where one adds up", () => {
    expect(vatIncludedParts(140_000, 20)).toEqual([{ unitPrice: "1166.67", grossMinor: 140_000 }]);
    expect(vatIncludedParts(12_000, 20)).toEqual([{ unitPrice: "100.00", grossMinor: 12_000 }]);
    expect(vatIncludedParts(5_000, 0)).toEqual([{ unitPrice: "50.00", grossMinor: 5_000 }]);
    // 0.03 at 20 %: no net adds up to it (0.02 → 0.02, 0.03 → 0.04): 0.02 and a one-cent detail.
    expect(vatIncludedParts(3, 20)).toEqual([
      { unitPrice: "0.02", grossMinor: 2 },
      { unitPrice: "0.01", grossMinor: 1 },
    ]);
  });

  it("adds up to the payment to the cent for every amount at the usual rates (VAT per line, as e-Arşiv lines carry it)", () => {
    const wrong: string[] = [];
    for (const vat of [0, 1, 8, 10, 18, 20]) {
      for (let gross = 1; gross <= 100_000; gross += 3) {
        const parts = vatIncludedParts(gross, vat);
        const { perLine, onTotal } = totals(parts, vat);
        const sum = parts.reduce((n, p) => n + p.grossMinor, 0);
        // One detail (most amounts): the same however the total is rounded.
        if (sum !== gross || perLine !== gross || (parts.length === 1 && onTotal !== gross))
          wrong.push(`${gross}@${vat}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("falls back to a 4-decimal unit price at 50 % and above, exact on the line's gross", () => {
    expect(netUnitPrice(1, 20)).toBe("0.0083");
    for (let gross = 1; gross <= 20_000; gross += 7) {
      const parts = vatIncludedParts(gross, 100);
      expect(totals(parts, 100).onTotal, `${gross} at 100 %`).toBe(gross);
    }
  });
});

describe("PARASUT_* configuration", () => {
  const all = {
    PARASUT_CLIENT_ID: "id",
    PARASUT_CLIENT_SECRET: "secret",
    PARASUT_USERNAME: "user@example.com",
    PARASUT_PASSWORD: "pw",
    PARASUT_COMPANY_ID: "123",
  };

  it("is on with all five, at Paraşüt's address by default; off with none", () => {
    expect(parseConfig(all).parasut).toEqual({
      clientId: "id",
      clientSecret: "secret",
      username: "user@example.com",
      password: "pw",
      companyId: "123",
      apiUrl: "https://api.parasut.com",
    });
    expect(parseConfig({ ...all, PARASUT_API_URL: "http://127.0.0.1:9/" }).parasut?.apiUrl).toBe("http://127.0.0.1:9");
    expect(parseConfig({}).parasut).toBeUndefined();
  });

  it("stops the start when half given or the company is not a number, naming the variables, never the values", () => {
    const { PARASUT_PASSWORD: _, ...half } = all;
    expect(() => parseConfig(half)).toThrow(/PARASUT_PASSWORD: must be set together with PARASUT_CLIENT_ID/);
    expect(() => parseConfig(half)).not.toThrow(/secret/);
    expect(() => parseConfig({ ...all, PARASUT_COMPANY_ID: "acme" })).toThrow(/PARASUT_COMPANY_ID/);
  });
});
