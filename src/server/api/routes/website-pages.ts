import "server-only";
import { getEditablePage } from "../../website/pages/get-editable-page";
import { saveWebsitePage } from "../../website/pages/save-website-page";
import { editablePageSchema, websitePageBody, websitePageParams } from "../../website/pages/schemas";
import { route } from "../route";

const tag = "website pages";

export function websitePageRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/website/:page",
        summary:
          "A website page: about|rental|cancel|privacy|kvkk|howrent answer { kind: text, title, body }; team|ourdocs|faq|bank answer { kind: list, items, edit_path }",
        tag,
        access: "admin",
        params: websitePageParams,
        response: editablePageSchema,
      },
      ({ deps, params }) => getEditablePage(deps.db, params.page),
    ),
    route(
      {
        method: "put",
        path: "/admin/website/:page",
        summary:
          "Save a text page (title + HTML body, sanitised; created on first save). List pages are edited through their own calls (400)",
        tag,
        access: "admin",
        params: websitePageParams,
        body: websitePageBody,
        response: editablePageSchema,
      },
      ({ deps, params, body }) => saveWebsitePage(deps.db, params.page, body),
    ),
  ];
}
