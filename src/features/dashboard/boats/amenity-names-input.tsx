"use client";

/** The English name of each listed amenity, one field per amenity (issue 33); an empty one shows the Turkish name. */
import { TextField } from "@/components/ui/field";
import type { FieldErrors } from "@/components/ui/zod-form";

export function AmenityNamesInput({
  amenities,
  value,
  onChange,
  errors,
}: {
  amenities: string[];
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
  errors: FieldErrors;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium">İngilizce olanak adları</legend>
      {errors.amenities_en ? (
        <p className="text-xs font-medium text-red-700 sm:col-span-2 dark:text-red-400">{errors.amenities_en}</p>
      ) : null}
      {amenities.map((amenity) => (
        <TextField
          key={amenity}
          label={`${amenity} (İngilizcesi)`}
          maxLength={60}
          value={value[amenity] ?? ""}
          onChange={(event) => onChange({ ...value, [amenity]: event.target.value })}
          error={errors[`amenities_en.${amenity}`]}
        />
      ))}
    </fieldset>
  );
}
