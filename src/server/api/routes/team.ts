import "server-only";
import { z } from "zod";
import { parseFormFields, readForm } from "../read-form";
import { IMAGE_MAX_BYTES } from "../../media/store-image";
import { createTeamMember } from "../../team/create-team-member";
import { deleteTeamMember } from "../../team/delete-team-member";
import { listTeamMembers } from "../../team/list-team-members";
import { reorderTeamMembers } from "../../team/reorder-team-members";
import { teamMemberEditFields, teamMemberFields, teamMemberSchema, teamOrderBody } from "../../team/schemas";
import { updateTeamMember } from "../../team/update-team-member";
import { idParams, listOf, route } from "../route";

const tag = "team";

export function teamRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/team",
        summary: "The team in display order",
        tag,
        access: "admin",
        response: listOf(teamMemberSchema),
      },
      ({ deps }) => listTeamMembers(deps.db),
    ),
    route(
      {
        method: "post",
        path: "/admin/team",
        summary: "Add a member: multipart form (name, title, bio?; image file `photo`?), appended at the end",
        tag,
        access: "admin",
        multipart: true,
        response: teamMemberSchema,
        status: 201,
      },
      async ({ c, deps }) => {
        const form = await readForm(c, deps.config, "photo", IMAGE_MAX_BYTES);
        const input = parseFormFields(teamMemberFields, form.fields);
        return createTeamMember(deps.db, deps.storage, input, form.files.photo?.data);
      },
    ),
    route(
      {
        method: "patch",
        path: "/admin/team/order",
        summary: "Reorder the team: `ids` in the new order (one transaction; unknown ids change nothing)",
        tag,
        access: "admin",
        body: teamOrderBody,
        response: listOf(teamMemberSchema),
      },
      ({ deps, body }) => reorderTeamMembers(deps.db, body.ids),
    ),
    route(
      {
        method: "put",
        path: "/admin/team/:id",
        summary: "Edit a member: multipart form like POST (plus `remove_photo`); a new `photo` replaces the old",
        tag,
        access: "admin",
        params: idParams,
        multipart: true,
        response: teamMemberSchema,
      },
      async ({ c, deps, params }) => {
        const form = await readForm(c, deps.config, "photo", IMAGE_MAX_BYTES);
        const input = parseFormFields(teamMemberEditFields, form.fields);
        return updateTeamMember(deps.db, deps.storage, params.id, input, form.files.photo?.data);
      },
    ),
    route(
      {
        method: "delete",
        path: "/admin/team/:id",
        summary: "Delete a member and their photo",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, params }) => deleteTeamMember(deps.db, deps.storage, params.id),
    ),
  ];
}
