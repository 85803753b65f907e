import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "@/server/media/content-disposition";

describe("attachment Content-Disposition", () => {
  it("gives an ASCII filename and the UTF-8 name in filename*", () => {
    expect(attachmentDisposition("Kiralama Sözleşmesi (2. sürüm)", "pdf")).toBe(
      "attachment; filename=\"kiralama-sozlesmesi-2-surum.pdf\"; filename*=UTF-8''Kiralama%20S%C3%B6zle%C5%9Fmesi%20%282.%20s%C3%BCr%C3%BCm%29.pdf",
    );
  });

  it("keeps quotes, slashes, line breaks and control characters out of the header", () => {
    const header = attachmentDisposition('a"b\r\nX-Evil: 1\\..\\/etc/passwd\u0000', "pdf");
    expect(header).not.toMatch(/\p{Cc}/u);
    const [, ascii] = /filename="([^"]*)"/.exec(header)!;
    expect(ascii).toBe("a-b-x-evil-1-etc-passwd.pdf");
    expect(header.split("filename*=")[1]).not.toMatch(/["\\/ ]/);
  });

  it("names an untitled file", () => {
    expect(attachmentDisposition("  \u0007 ", "PDF")).toBe(
      "attachment; filename=\"belge.pdf\"; filename*=UTF-8''belge.pdf",
    );
  });
});
