import "server-only";
import { z } from "zod";
import { createMarina } from "../../marinas/create-marina";
import { deleteMarina } from "../../marinas/delete-marina";
import { getMarina } from "../../marinas/get-marina";
import { listMarinas } from "../../marinas/list-marinas";
import { marinaBody, marinaSchema } from "../../marinas/schemas";
import { updateMarina } from "../../marinas/update-marina";
import { idParams, listOf, pageQuery, route } from "../route";

const tag = "marinas";

export function marinaRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/marina",
        summary: "List marinas with their district (page size 10)",
        tag,
        access: "admin",
        query: pageQuery(10),
        response: listOf(marinaSchema),
      },
      ({ deps, query }) => listMarinas(deps.db, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/showmarina/:id",
        summary: "One marina",
        tag,
        access: "admin",
        params: idParams,
        response: marinaSchema,
      },
      ({ deps, params }) => getMarina(deps.db, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/marina",
        summary: "Create a marina (popular ones are listed in the site footer)",
        tag,
        access: "admin",
        body: marinaBody,
        response: marinaSchema,
        status: 201,
      },
      ({ deps, body }) => createMarina(deps.db, body),
    ),
    route(
      {
        method: "put",
        path: "/admin/marina/:id",
        summary: "Edit a marina",
        tag,
        access: "admin",
        params: idParams,
        body: marinaBody,
        response: marinaSchema,
      },
      ({ deps, params, body }) => updateMarina(deps.db, params.id, body),
    ),
    route(
      {
        method: "delete",
        path: "/admin/marina/:id",
        summary: "Delete a marina no boat is based at (409 otherwise)",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, params }) => deleteMarina(deps.db, params.id),
    ),
  ];
}
