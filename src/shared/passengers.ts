import { z } from "zod";
import { addDays, isIsoDate, todayIn } from "@/lib/dates";
import { isCountryCode } from "./countries";
import { msg } from "./messages/message-ref";
import { lookupQuery } from "./reservations";

/** The oldest date of birth taken: about 120 years before today (anything earlier is a typing mistake). */
export const OLDEST_AGE_YEARS = 120;

/** The refusals of a save, as keys of the error catalogues; `cancelled`/`started` are also the `locked_reason`. */
export const PASSENGER_ERRORS = {
  consent: msg("passengers.passengers_consent"),
  tooMany: (guests: number) => msg("passengers.passengers_too_many", { guests }),
  cancelled: msg("passengers.passengers_closed"),
  started: msg("passengers.passengers_locked"),
} as const;

const birthDate = z
  .string({ error: msg("passengers.birth_required") })
  .trim()
  .refine(isIsoDate, { error: msg("passengers.birth_format") })
  .refine((day) => day < todayIn(), { error: msg("passengers.birth_past") })
  .refine((day) => day >= addDays(todayIn(), -Math.ceil(OLDEST_AGE_YEARS * 365.25)), {
    error: msg("passengers.birth_too_old", { years: OLDEST_AGE_YEARS }),
  });

export const passengerInput = z.object({
  full_name: z
    .string({ error: msg("booking.name_required") })
    .trim()
    .min(2, { error: msg("passengers.passenger_name_min") })
    .max(120, { error: msg("passengers.passenger_name_max") })
    .refine((v) => !/[\p{Cc}<>]/u.test(v), { error: msg("passengers.passenger_name_chars") }),
  birth_date: birthDate,
  nationality: z
    .string({ error: msg("passengers.nationality_required") })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: msg("passengers.nationality") }),
  document_number: z
    .string({ error: msg("passengers.id_required") })
    .trim()
    .min(3, { error: msg("passengers.id_min") })
    .max(30, { error: msg("passengers.id_max") })
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, { error: msg("passengers.id_chars") }),
});

export type PassengerInput = z.input<typeof passengerInput>;

export const savePassengersBody = z.object({
  ...lookupQuery.shape,
  consent: z.boolean({ error: msg("passengers.consent_boolean") }),
  passengers: z
    .array(passengerInput, { error: msg("passengers.passengers_array") })
    .min(1, { error: msg("passengers.passengers_min") })
    .max(100, { error: msg("passengers.passengers_max") }),
});

export const passengerSchema = z.object({
  full_name: z.string(),
  birth_date: z.string(),
  nationality: z.string(),
  nationality_name: z.string(),
  document_number: z.string(),
});

/** The guest's view of their list (GET/PUT /v1/reservations/passengers). */
export const guestPassengerListSchema = z.object({
  code: z.string(),
  guests: z.number().int(),
  /** Whether the guest may still save it; when not, `locked_reason` says why (a key of the error catalogues). */
  editable: z.boolean(),
  locked_reason: z.string().nullable(),
  consent_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  passengers: z.array(passengerSchema),
  /** Days after the return date when the list is deleted (setting passenger_list_retention_days): the consent says it. */
  retention_days: z.number().int(),
});

/** Staff's view (ADMIN, or the OWNER of the boat). */
export const staffPassengerListSchema = z.object({
  reservation_id: z.number().int(),
  code: z.string(),
  guests: z.number().int(),
  complete: z.boolean(),
  consent_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  passengers: z.array(passengerSchema),
});

export type GuestPassengerList = z.output<typeof guestPassengerListSchema>;
export type StaffPassengerList = z.output<typeof staffPassengerListSchema>;
