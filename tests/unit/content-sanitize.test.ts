import { describe, expect, it } from "vitest";
import { sanitizeMailHtml, sanitizeRichHtml } from "@/server/content/sanitize-rich-html";
import { unknownVariables } from "@/server/mail/template-variables";

describe("sanitizeRichHtml", () => {
  it("keeps formatting and removes scripts, styles, handlers and dangerous URLs", () => {
    const out = sanitizeRichHtml(
      '<h2 style="color:red">Başlık</h2><p>Metin <a href="https://liman.test">bağlantı</a></p>' +
        '<script>alert(1)</script><style>*{}</style><img src="data:image/png;base64,AAAA" onerror="x()">' +
        '<img src="https://liman.test/a.webp" alt="a"><a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>' +
        '<svg onload="x()"><circle/></svg><form action="https://evil"><input></form>',
    );
    expect(out).toBe(
      '<h2>Başlık</h2><p>Metin <a href="https://liman.test">bağlantı</a></p>' +
        '<img src="https://liman.test/a.webp" alt="a" /><a>x</a><a>y</a>',
    );
  });
});

describe("sanitizeMailHtml", () => {
  it("keeps {{variables}} and simple inline styles, drops url() and expressions", () => {
    const out = sanitizeMailHtml(
      '<p style="color:#333;background:url(https://evil/x.png);font-size:14px">Sayın {{customer_name}}</p>' +
        '<a href="{{link}}" onclick="x()">a</a>',
    );
    expect(out).toBe('<p style="color:#333;font-size:14px">Sayın {{customer_name}}</p><a href="{{link}}">a</a>');
  });
});

describe("unknownVariables", () => {
  it("lists placeholders the template is not documented with", () => {
    expect(unknownVariables("bank_details", "{{code}} {{ site_name }}", "<p>{{musteri}} {{due}}</p>")).toEqual([
      "musteri",
    ]);
  });
});
