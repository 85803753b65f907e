import "server-only";
import { activityBody } from "../../content/fields";
import { listMailTemplates } from "../../mail/list-mail-templates";
import { mailTemplateSchema, updateMailTemplateBody } from "../../mail/mail-template-schemas";
import { setMailTemplateActivity } from "../../mail/set-mail-template-activity";
import { updateMailTemplate } from "../../mail/update-mail-template";
import { idParams, listOf, route } from "../route";

const tag = "mail templates";

export function mailTemplateRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/mailtemplates",
        summary: "Every mail template with the {{variables}} it may use",
        tag,
        access: "admin",
        response: listOf(mailTemplateSchema),
      },
      ({ deps }) => listMailTemplates(deps.db),
    ),
    route(
      {
        method: "patch",
        path: "/admin/mailtemplates/activity",
        summary: "Switch a template on or off (an inactive template is not sent)",
        tag,
        access: "admin",
        body: activityBody,
        response: mailTemplateSchema,
      },
      ({ deps, body }) => setMailTemplateActivity(deps.db, body),
    ),
    route(
      {
        method: "put",
        path: "/admin/mailtemplates/:id",
        summary: "Edit a template: HTML body sanitised, only documented {{variables}} allowed",
        tag,
        access: "admin",
        params: idParams,
        body: updateMailTemplateBody,
        response: mailTemplateSchema,
      },
      ({ deps, params, body }) => updateMailTemplate(deps.db, params.id, body),
    ),
  ];
}
