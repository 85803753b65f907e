import { SelectField } from "@/components/ui/field";
import type { Currency } from "@/lib/money";
import { CURRENCY_OPTIONS } from "../format";

/** A record's currency in a form (field `currency`): every currency the business takes. */
export function CurrencyField({ defaultValue, error }: { defaultValue: Currency; error?: string }) {
  return (
    <SelectField
      label="Para birimi"
      name="currency"
      defaultValue={defaultValue}
      options={CURRENCY_OPTIONS}
      error={error}
    />
  );
}
