import "server-only";
import { z } from "zod";
import { createUser } from "../../users/create-user";
import { getUser } from "../../users/get-user";
import { listUsers } from "../../users/list-users";
import { requirePasswordReset } from "../../users/require-password-reset";
import { reassignOwnerBoats } from "../../users/reassign-owner-boats";
import {
  createUserBody,
  reassignBoatsBody,
  reassignBoatsResultSchema,
  updateUserBody,
  userActivityBody,
  userSchema,
} from "../../users/schemas";
import { selectUsers } from "../../users/select-users";
import { setUserActivity } from "../../users/set-user-activity";
import { updateUser } from "../../users/update-user";
import { idParams, listOf, pageQuery, route } from "../route";

const tag = "users";

export function userRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/users",
        summary: "List users",
        tag,
        access: "admin",
        query: pageQuery(10),
        response: listOf(userSchema),
      },
      ({ deps, query }) => listUsers(deps.db, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/users/select",
        summary: "Active users as id + name for dropdowns",
        tag,
        access: "admin",
        response: z.array(z.object({ id: z.number(), name: z.string(), role: z.string() })),
      },
      ({ deps }) => selectUsers(deps.db),
    ),
    route(
      {
        method: "get",
        path: "/admin/users/:id",
        summary: "One user",
        tag,
        access: "admin",
        params: idParams,
        response: userSchema,
      },
      ({ deps, params }) => getUser(deps.db, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/users",
        summary: "Create a user",
        tag,
        access: "admin",
        body: createUserBody,
        response: userSchema,
        status: 201,
      },
      ({ deps, body }) => createUser(deps.db, body),
    ),
    route(
      {
        method: "patch",
        path: "/admin/users/activity",
        summary: "Activate or deactivate a user (deactivation ends their access at once)",
        tag,
        access: "admin",
        body: userActivityBody,
        response: userSchema,
      },
      ({ deps, body, user }) => setUserActivity(deps.db, user.id, body),
    ),
    route(
      {
        method: "patch",
        path: "/admin/users/:id",
        summary:
          "Edit a user: any of first_name, last_name, email (unique, any case: 409), phone, role, active. Never yourself deactivated or demoted, never the last active ADMIN; a new e-mail, a role change or a deactivation ends the user's sessions at once",
        tag,
        access: "admin",
        params: idParams,
        body: updateUserBody,
        response: userSchema,
      },
      ({ deps, params, body, user }) => updateUser(deps.db, user.id, params.id, body),
    ),
    route(
      {
        method: "post",
        path: "/admin/users/:id/reassign-boats",
        summary:
          "Move this owner's boats (all, or boat_ids) to another active OWNER in one transaction; reservations and history go with each boat",
        tag,
        access: "admin",
        params: idParams,
        body: reassignBoatsBody,
        response: reassignBoatsResultSchema,
      },
      ({ deps, params, body }) => reassignOwnerBoats(deps.db, params.id, body),
    ),
    route(
      {
        method: "post",
        path: "/admin/users/:id/password-reset",
        summary:
          "Require a new password: the user's sessions end, login is refused until they set one through the reset link mailed to them",
        tag,
        access: "admin",
        params: idParams,
        response: userSchema,
      },
      ({ deps, params, user }) =>
        requirePasswordReset(deps.db, user.id, params.id, { publicUrl: deps.config.publicUrl }),
    ),
  ];
}
