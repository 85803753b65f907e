import { describe, expect, it } from "vitest";
import imageLoader from "@/lib/image-loader";
import { pickVariant, storedImageSrc, storedSrcSet, thumbnailOf } from "@/lib/stored-image";

describe("stored image URLs", () => {
  it("hands next/image the largest variant listing every stored width", () => {
    expect(storedImageSrc("boats/ab12", [1080, 640, 1440])).toBe(
      "/v1/media/boats/ab12-1440.webp?variants=640-1080-1440",
    );
    expect(thumbnailOf("boats/ab12", [1080, 640, 1440])).toBe("/v1/media/boats/ab12-640.webp");
  });

  it("maps a wanted width to the smallest stored variant at least that wide, else the largest", () => {
    const src = storedImageSrc("boats/ab12", [640, 1080, 1440]);
    expect(pickVariant(src, 16)).toBe("/v1/media/boats/ab12-640.webp");
    expect(pickVariant(src, 640)).toBe("/v1/media/boats/ab12-640.webp");
    expect(pickVariant(src, 750)).toBe("/v1/media/boats/ab12-1080.webp");
    expect(pickVariant(src, 1200)).toBe("/v1/media/boats/ab12-1440.webp");
    expect(pickVariant(src, 3840)).toBe("/v1/media/boats/ab12-1440.webp");
  });

  it("infers the stored widths from a bare largest-variant URL (as storeImage writes them)", () => {
    expect(pickVariant("/v1/media/team/x9-1920.webp", 828)).toBe("/v1/media/team/x9-1080.webp");
    expect(pickVariant("/v1/media/team/x9-800.webp", 1000)).toBe("/v1/media/team/x9-800.webp");
    expect(pickVariant("/v1/media/team/x9-800.webp", 300)).toBe("/v1/media/team/x9-640.webp");
  });

  it("the loader passes other sources through with the width", () => {
    expect(imageLoader({ src: "/logo.svg", width: 640 })).toBe("/logo.svg?w=640");
    expect(imageLoader({ src: storedImageSrc("k", [640]), width: 1920 })).toBe("/v1/media/k-640.webp");
  });

  it("writes every stored variant in a srcset, the largest as the src (the site's <img>)", () => {
    expect(storedSrcSet(storedImageSrc("boats/ab12", [1080, 640, 828]))).toEqual({
      src: "/v1/media/boats/ab12-1080.webp",
      srcSet:
        "/v1/media/boats/ab12-640.webp 640w, /v1/media/boats/ab12-828.webp 828w, /v1/media/boats/ab12-1080.webp 1080w",
    });
    // Stored before the variants were listed: the widths every image has below its largest.
    expect(storedSrcSet("/v1/media/team/x9-1920.webp")?.srcSet).toBe(
      "/v1/media/team/x9-640.webp 640w, /v1/media/team/x9-1080.webp 1080w, /v1/media/team/x9-1920.webp 1920w",
    );
    expect(storedSrcSet("https://example.com/cover.jpg")).toBeNull();
  });
});
