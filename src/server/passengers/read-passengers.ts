import "server-only";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { countryName } from "@/shared/countries";
import type { DbOrTx } from "../db/client";
import { passengerLists, passengers } from "../db/schema";
import type { passengerSchema } from "./schemas";

export type StoredPassengerList = {
  consentAt: Date | null;
  updatedAt: Date | null;
  passengers: z.output<typeof passengerSchema>[];
};

/** A reservation's list as answers show it (explicit columns, in the guest's order); empty when never saved. */
export async function readPassengers(db: DbOrTx, reservationId: number): Promise<StoredPassengerList> {
  const [list] = await db
    .select({ consentAt: passengerLists.consentAt, updatedAt: passengerLists.updatedAt })
    .from(passengerLists)
    .where(eq(passengerLists.reservationId, reservationId))
    .limit(1);
  if (!list) return { consentAt: null, updatedAt: null, passengers: [] };
  const rows = await db
    .select({
      fullName: passengers.fullName,
      birthDate: passengers.birthDate,
      nationality: passengers.nationality,
      documentNumber: passengers.documentNumber,
    })
    .from(passengers)
    .where(eq(passengers.reservationId, reservationId))
    .orderBy(asc(passengers.position));
  return {
    consentAt: list.consentAt,
    updatedAt: list.updatedAt,
    passengers: rows.map((p) => ({
      full_name: p.fullName,
      birth_date: p.birthDate,
      nationality: p.nationality,
      nationality_name: countryName(p.nationality),
      document_number: p.documentNumber,
    })),
  };
}
