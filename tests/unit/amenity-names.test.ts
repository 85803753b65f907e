import { describe, expect, it } from "vitest";
import { amenityNamesField, localizeAmenities, namesOfAmenities } from "@/shared/boats/amenity-names";

describe("amenities' English names", () => {
  it("match the listed amenities ignoring case and spaces, under each amenity's own spelling", () => {
    expect(
      namesOfAmenities(["Klima", "Güverte duşu", "SUP"], { KLİMA: "Air conditioning", "güverte  duşu": "Deck shower" }),
    ).toEqual({
      Klima: "Air conditioning",
      "Güverte duşu": "Deck shower",
    });
  });

  it("show the English names on the English site, list the Turkish ones left, and show a shared name once", () => {
    const names = {
      "Güneşlenme minderi": "Sun cushions",
      "Güneşlenme minderleri": "Sun cushions",
      Klima: "Air conditioning",
    };
    expect(localizeAmenities(["Güneşlenme minderi", "Kano", "Güneşlenme minderleri", "Klima"], names, "en")).toEqual({
      amenities: ["Sun cushions", "Kano", "Air conditioning"],
      turkish: ["Kano"],
    });
    expect(localizeAmenities(["Klima", "Kano"], names, "tr")).toEqual({ amenities: ["Klima", "Kano"], turkish: [] });
  });

  it("trim names in a body and drop empty ones, duplicates and keys no amenity can have", () => {
    expect(
      amenityNamesField.parse({ " Klima ": " Air conditioning ", klima: "AC", Kano: "", ["x".repeat(61)]: "Long" }),
    ).toEqual({ Klima: "Air conditioning" });
  });
});
