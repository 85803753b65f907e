import { describe, expect, it } from "vitest";
import { CHARTER_LINE_LABEL, DISCOUNT_KIND_LABELS, lineLabelIn } from "@/shared/pricing-lines";

describe("a frozen line's label in the reader's language", () => {
  it("names the charter and the discounts in English, keeping the percent", () => {
    expect(lineLabelIn({ kind: "charter", label: CHARTER_LINE_LABEL }, "en")).toBe("Boat charter");
    expect(lineLabelIn({ kind: "discount", label: `${DISCOUNT_KIND_LABELS.long_stay} (%10)` }, "en")).toBe(
      "Long-stay discount (10%)",
    );
    expect(lineLabelIn({ kind: "discount", label: DISCOUNT_KIND_LABELS.last_minute }, "en")).toBe(
      "Last-minute discount",
    );
  });

  it("keeps Turkish labels on the Turkish site and an extra's own name in English", () => {
    expect(lineLabelIn({ kind: "charter", label: CHARTER_LINE_LABEL }, "tr")).toBe("Tekne kiralama");
    expect(lineLabelIn({ kind: "extra", label: "Şişme SUP" }, "en")).toBe("Şişme SUP");
    // A charter line staff renamed is theirs to word.
    expect(lineLabelIn({ kind: "charter", label: "Anlaşılan toplam" }, "en")).toBe("Anlaşılan toplam");
  });
});
