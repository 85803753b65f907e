import type { ApiPaths } from "@/shared/api/paths.gen";

/** A reservation as the guest's look-up answers it (GET /v1/reservations/lookup), from the generated API types. */
export type LookedUpReservation = ApiPaths["/reservations/lookup"]["get"]["response"];
