import "server-only";
import { z } from "zod";
import { createBoatPrice } from "../../boats/prices/create-boat-price";
import { deleteBoatPrice } from "../../boats/prices/delete-boat-price";
import { createPriceBody, priceSchema, updatePriceBody } from "../../boats/prices/schemas";
import { updateBoatPrice } from "../../boats/prices/update-boat-price";
import { idParams, route } from "../route";

const tag = "boat prices";

export function boatPriceRoutes() {
  return [
    route(
      {
        method: "post",
        path: "/admin/boats/price",
        summary:
          "Add a price period [start_date, end_date) (end_date not included) with a day price in minor units; periods of one boat may not overlap (409)",
        tag,
        access: "staff",
        body: createPriceBody,
        response: priceSchema,
        status: 201,
      },
      ({ deps, user, body }) => createBoatPrice(deps.db, user, body),
    ),
    route(
      {
        method: "put",
        path: "/admin/boats/price/:id",
        summary: "Change a price period (any subset of its fields)",
        tag,
        access: "staff",
        params: idParams,
        body: updatePriceBody,
        response: priceSchema,
      },
      ({ deps, user, params, body }) => updateBoatPrice(deps.db, user, params.id, body),
    ),
    route(
      {
        method: "delete",
        path: "/admin/boats/price/:id",
        summary: "Remove a price period",
        tag,
        access: "staff",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, user, params }) => deleteBoatPrice(deps.db, user, params.id),
    ),
  ];
}
