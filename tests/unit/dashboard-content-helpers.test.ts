import { describe, expect, it } from "vitest";
import { canVisit } from "@/features/dashboard/shell/menu";
import {
  insertAt,
  renderPreview,
  SAMPLE_VARS,
  unknownVariables,
} from "@/features/dashboard/mail-templates/template-preview";
import { normalizeDecimal, rateInputValue, SETTING_FORMS } from "@/features/dashboard/settings/setting-fields";
import { documentFileProblem, formatBytes } from "@/features/dashboard/website/documents-screen";
import { TEMPLATE_VARIABLES } from "@/server/mail/template-variables";
import { settingSections } from "@/server/settings/keys";

describe("mail template preview", () => {
  it("has a sample value for every documented variable", () => {
    for (const v of TEMPLATE_VARIABLES) expect(SAMPLE_VARS[v.name], v.name).toBeTruthy();
  });

  it("fills subject and body like the server, escaping values but keeping the bank table as HTML", () => {
    const out = renderPreview(
      "Rezervasyon {{code}} – {{ boat_name }}",
      "<p>Merhaba {{customer_name}}</p>{{bank_accounts}}",
      {
        ...SAMPLE_VARS,
        customer_name: "<b>Ali</b>",
      },
    );
    expect(out.subject).toBe(`Rezervasyon ${SAMPLE_VARS.code} – ${SAMPLE_VARS.boat_name}`);
    expect(out.html).toContain("<p>Merhaba &lt;b&gt;Ali&lt;/b&gt;</p>");
    expect(out.html).toContain("<table");
    expect(out.html).toContain("TR33 0006 1005 1978 6457 8413 26");
  });

  it("flags variables the template does not document", () => {
    expect(unknownVariables(["code", "boat_name"], "{{code}}", "{{ boat_nam }} {{code}} {{x}}")).toEqual([
      "boat_nam",
      "x",
    ]);
    expect(unknownVariables(["code"], "{{code}}")).toEqual([]);
  });

  it("inserts at the caret or over the selection", () => {
    expect(insertAt("Merhaba ,", 8, 8, "{{customer_name}}")).toEqual({ text: "Merhaba {{customer_name}},", caret: 25 });
    expect(insertAt("abcdef", 2, 4, "X")).toEqual({ text: "abXef", caret: 3 });
    expect(insertAt("abc", 10, 12, "X")).toEqual({ text: "abcX", caret: 4 });
  });
});

describe("settings forms", () => {
  it("list exactly the keys of each API section", () => {
    for (const [section, form] of Object.entries(SETTING_FORMS)) {
      const keys = Object.keys(settingSections[section as keyof typeof settingSections].shape).sort();
      expect(form.fields.map((f) => f.key).sort(), section).toEqual(keys);
    }
  });

  it("shows rates with 4 decimals and accepts a decimal comma", () => {
    expect(rateInputValue("34.5")).toBe("34.5000");
    expect(rateInputValue("")).toBe("");
    expect(rateInputValue("abc")).toBe("abc");
    expect(normalizeDecimal(" 35,1234 ")).toBe("35.1234");
    expect(settingSections.exchange.shape.euro_exchange_rate.safeParse(normalizeDecimal("35,1234")).success).toBe(true);
  });
});

describe("document uploads", () => {
  it("accept PDFs up to 10 MB and images, nothing else", () => {
    expect(documentFileProblem(null)).toBe("Dosya zorunludur.");
    expect(documentFileProblem({ type: "application/pdf", size: 1000, name: "a.pdf" })).toBeNull();
    expect(documentFileProblem({ type: "image/png", size: 20_000_000, name: "a.png" })).toBeNull();
    expect(documentFileProblem({ type: "application/pdf", size: 11 * 1024 * 1024, name: "a.pdf" })).toBe(
      "Belge en fazla 10 MB olabilir.",
    );
    expect(documentFileProblem({ type: "text/plain", size: 10, name: "a.txt" })).toMatch(/PDF ya da görsel/);
  });

  it("formats sizes in Turkish", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1,5 MB");
  });
});

describe("page access by role", () => {
  it("lets an OWNER open only home, boats, reservations and their own account page", () => {
    for (const path of ["/dashboard", "/dashboard/boats", "/dashboard/boats/12", "/dashboard/reservations/new"])
      expect(canVisit("OWNER", path), path).toBe(true);
    for (const path of [
      "/dashboard/blog",
      "/dashboard/website/about",
      "/dashboard/settings/exchange",
      "/dashboard/boattypes",
    ])
      expect(canVisit("OWNER", path), path).toBe(false);
    expect(canVisit("ADMIN", "/dashboard/settings/exchange")).toBe(true);
    // Everyone's own account page (second factor).
    expect(canVisit("OWNER", "/dashboard/account/security")).toBe(true);
    expect(canVisit("OWNER", "/dashboard/settings/security")).toBe(false);
  });
});
