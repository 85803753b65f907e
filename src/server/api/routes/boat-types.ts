import "server-only";
import { z } from "zod";
import { createBoatType } from "../../boat-types/create-boat-type";
import { deleteBoatType } from "../../boat-types/delete-boat-type";
import { getBoatType } from "../../boat-types/get-boat-type";
import { listBoatTypes } from "../../boat-types/list-boat-types";
import { boatTypeBody, boatTypeSchema } from "../../boat-types/schemas";
import { updateBoatType } from "../../boat-types/update-boat-type";
import { idParams, listOf, pageQuery, route } from "../route";

const tag = "boat types";
const deleted = z.object({ id: z.number().int() });

export function boatTypeRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/boattypes",
        summary: "List boat types (page size 10), with how many boats use each",
        tag,
        access: "admin",
        query: pageQuery(10),
        response: listOf(boatTypeSchema),
      },
      ({ deps, query }) => listBoatTypes(deps.db, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/boattypes/:id",
        summary: "One boat type",
        tag,
        access: "admin",
        params: idParams,
        response: boatTypeSchema,
      },
      ({ deps, params }) => getBoatType(deps.db, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/boattypes",
        summary: "Create a boat type (slug made from the name, unique)",
        tag,
        access: "admin",
        body: boatTypeBody,
        response: boatTypeSchema,
        status: 201,
      },
      ({ deps, body }) => createBoatType(deps.db, body),
    ),
    route(
      {
        method: "put",
        path: "/admin/boattypes/:id",
        summary: "Rename or reorder a boat type",
        tag,
        access: "admin",
        params: idParams,
        body: boatTypeBody,
        response: boatTypeSchema,
      },
      ({ deps, params, body }) => updateBoatType(deps.db, params.id, body),
    ),
    route(
      {
        method: "delete",
        path: "/admin/boattypes/:id",
        summary: "Delete a boat type no boat uses (409 when in use)",
        tag,
        access: "admin",
        params: idParams,
        response: deleted,
      },
      ({ deps, params }) => deleteBoatType(deps.db, params.id),
    ),
  ];
}
