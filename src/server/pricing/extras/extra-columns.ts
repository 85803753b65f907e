import "server-only";
import type { z } from "zod";
import { boatExtras } from "../../db/schema";
import type { boatExtraSchema, publicExtraSchema } from "../schemas";

export const extraColumns = {
  id: boatExtras.id,
  name: boatExtras.name,
  unit: boatExtras.unit,
  amount: boatExtras.amount,
  currency: boatExtras.currency,
  obligatory: boatExtras.obligatory,
  payable: boatExtras.payable,
  position: boatExtras.position,
};

type ExtraRow = z.output<typeof boatExtraSchema>;

export function toPublicExtraDto(row: ExtraRow): z.output<typeof publicExtraSchema> {
  return {
    id: row.id,
    name: row.name,
    unit: row.unit,
    amount: row.amount,
    currency: row.currency,
    obligatory: row.obligatory,
    payable: row.payable,
  };
}

export function toExtraDto(row: ExtraRow): ExtraRow {
  return { ...toPublicExtraDto(row), position: row.position };
}
