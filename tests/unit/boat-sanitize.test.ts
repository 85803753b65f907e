import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "@/server/boats/records/sanitize";
import { normalizeAmenities } from "@/shared/boats/records";

describe("sanitizeDescription", () => {
  it("keeps the allowed tags and safe links, marking links nofollow in a new tab", () => {
    expect(
      sanitizeDescription(
        '<h2>Başlık</h2><h3>Alt</h3><p>Metin<br><strong>kalın</strong> <em>eğik</em></p><ul><li>a</li></ul><ol><li>b</li></ol><a href="https://liman.test">x</a><a href="mailto:a@b.c">m</a>',
      ),
    ).toBe(
      '<h2>Başlık</h2><h3>Alt</h3><p>Metin<br /><strong>kalın</strong> <em>eğik</em></p><ul><li>a</li></ul><ol><li>b</li></ol><a href="https://liman.test" rel="nofollow noopener noreferrer" target="_blank">x</a><a href="mailto:a@b.c" rel="nofollow noopener noreferrer" target="_blank">m</a>',
    );
  });

  it("drops scripts, styles, event handlers, images and unsafe link schemes", () => {
    const out = sanitizeDescription(
      '<p style="color:red" onmouseover="x()">a</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><iframe src="https://x"></iframe><a href="javascript:alert(1)">j</a><a href="data:text/html,hi">d</a><a href="//evil.test">p</a>',
    );
    expect(out).not.toMatch(/script|style|onmouseover|onerror|<img|iframe|javascript:|data:|evil\.test/);
    expect(out).toContain("<p>a</p>");
  });

  it("maps b/i to strong/em and h1/h4 to h2/h3", () => {
    expect(sanitizeDescription("<h1>A</h1><h4>B</h4><b>c</b><i>d</i>")).toBe(
      "<h2>A</h2><h3>B</h3><strong>c</strong><em>d</em>",
    );
  });
});

describe("normalizeAmenities", () => {
  it("trims, collapses spaces, drops empties and removes duplicates ignoring Turkish case", () => {
    expect(
      normalizeAmenities(["  Klima ", "klima", "İnternet", "internet", "", "   ", "Su  kayağı", "IŞIK", "ışık"]),
    ).toEqual(["Klima", "İnternet", "Su kayağı", "IŞIK"]);
  });
});
