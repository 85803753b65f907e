import "server-only";
import { z } from "zod";
import { countAudience } from "../../newsletter-campaigns/count-audience";
import { createCampaign } from "../../newsletter-campaigns/create-campaign";
import { deleteCampaign } from "../../newsletter-campaigns/delete-campaign";
import { enqueueCampaignBatch } from "../../newsletter-campaigns/enqueue-campaign-batch";
import { getCampaign } from "../../newsletter-campaigns/get-campaign";
import { listCampaigns } from "../../newsletter-campaigns/list-campaigns";
import { previewCampaign } from "../../newsletter-campaigns/preview-campaign";
import {
  campaignAudienceSchema,
  campaignFields,
  campaignPreviewSchema,
  campaignSchema,
  campaignSummarySchema,
} from "../../newsletter-campaigns/schemas";
import { sendTestCampaign } from "../../newsletter-campaigns/send-test-campaign";
import { startCampaign } from "../../newsletter-campaigns/start-campaign";
import { updateCampaign } from "../../newsletter-campaigns/update-campaign";
import { idParams, listOf, pageQuery, route } from "../route";

const tag = "newsletter";

export function newsletterRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/newsletter",
        summary: "List newsletter campaigns, newest first (page size 10), with recipient/sent/failed/pending counts",
        tag,
        access: "admin",
        query: pageQuery(10),
        response: listOf(campaignSummarySchema),
      },
      ({ deps, query }) => listCampaigns(deps.db, query),
    ),
    route(
      {
        method: "get",
        path: "/admin/newsletter/audience",
        summary: "How many confirmed subscribers a campaign sent now would reach",
        tag,
        access: "admin",
        response: campaignAudienceSchema,
      },
      ({ deps }) => countAudience(deps.db),
    ),
    route(
      {
        method: "post",
        path: "/admin/newsletter/preview",
        summary:
          "The mail a subscriber would receive for this subject and body: sanitised HTML with the unsubscribe footer",
        tag,
        access: "admin",
        body: campaignFields,
        response: campaignPreviewSchema,
      },
      async ({ deps, body }) => {
        const { subject, html } = await previewCampaign(deps.db, body, deps.config);
        return { subject, html };
      },
    ),
    route(
      {
        method: "get",
        path: "/admin/newsletter/:id",
        summary: "One campaign with its body and counts",
        tag,
        access: "admin",
        params: idParams,
        response: campaignSchema,
      },
      ({ deps, params }) => getCampaign(deps.db, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/newsletter",
        summary: "Create a draft campaign (subject, rich HTML body, sanitised)",
        tag,
        access: "admin",
        body: campaignFields,
        response: campaignSchema,
        status: 201,
      },
      ({ deps, body, user }) => createCampaign(deps.db, body, user.id),
    ),
    route(
      {
        method: "put",
        path: "/admin/newsletter/:id",
        summary: "Change a draft campaign (409 once it is being sent or sent)",
        tag,
        access: "admin",
        params: idParams,
        body: campaignFields,
        response: campaignSchema,
      },
      ({ deps, params, body }) => updateCampaign(deps.db, params.id, body),
    ),
    route(
      {
        method: "delete",
        path: "/admin/newsletter/:id",
        summary: "Delete a draft campaign (409 once it is being sent or sent)",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ id: z.number().int() }),
      },
      ({ deps, params }) => deleteCampaign(deps.db, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/newsletter/:id/test",
        summary: "Queue one copy of the campaign to the signed-in admin (subject marked [Test])",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ to: z.string() }),
      },
      ({ deps, params, user }) => sendTestCampaign(deps.db, params.id, user.email, deps.config),
    ),
    route(
      {
        method: "post",
        path: "/admin/newsletter/:id/send",
        summary:
          "Send a draft to the subscribers confirmed now: the mails go to the outbox in throttled batches (the first at once). 409 when already sent, 422 with no confirmed subscriber",
        tag,
        access: "admin",
        params: idParams,
        response: z.object({ id: z.number().int(), recipients: z.number().int() }),
        errors: [422],
      },
      async ({ deps, params }) => {
        const started = await startCampaign(deps.db, params.id);
        // The first batch right away (any due batch: the job may already have taken this one).
        await enqueueCampaignBatch(deps.db, { publicUrl: deps.config.publicUrl, mailFrom: deps.config.mailFrom });
        return started;
      },
    ),
  ];
}
