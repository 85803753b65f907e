import "server-only";
import { z } from "zod";
import { createDistrict } from "../../districts/create-district";
import { deleteDistrict } from "../../districts/delete-district";
import { getDistrict } from "../../districts/get-district";
import { listDistricts } from "../../districts/list-districts";
import { districtBody, districtSchema } from "../../districts/schemas";
import { updateDistrict } from "../../districts/update-district";
import { idParams, listOf, pageQuery, route } from "../route";

const tag = "districts";

export function districtRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/towndistrict",
        summary: "List towns and districts (page size 10), with their marina counts",
        tag,
        access: "admin",
        query: pageQuery(10),
        response: listOf(districtSchema),
      },
      ({ deps, query }) => listDistricts(deps.db, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/towndistrict/:id",
        summary: "One district",
        tag,
        access: "admin",
        params: idParams,
        response: districtSchema,
      },
      ({ deps, params }) => getDistrict(deps.db, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/towndistrict",
        summary: "Create a district (town + name, unique)",
        tag,
        access: "admin",
        body: districtBody,
        response: districtSchema,
        status: 201,
      },
      ({ deps, body }) => createDistrict(deps.db, body),
    ),
    route(
      {
        method: "put",
        path: "/admin/towndistrict/:id",
        summary: "Edit a district",
        tag,
        access: "admin",
        params: idParams,
        body: districtBody,
        response: districtSchema,
      },
      ({ deps, params, body }) => updateDistrict(deps.db, params.id, body),
    ),
    route(
      {
        method: "delete",
        path: "/admin/towndistrict/:id",
        summary: "Delete a district without marinas (409 otherwise)",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, params }) => deleteDistrict(deps.db, params.id),
    ),
  ];
}
