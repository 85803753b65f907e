import "server-only";
import { z } from "zod";
import { clock } from "../../../lib/clock";
import { createAgencyKey, listAgencyKeys, revokeAgencyKey } from "../../agencies/agency-keys";
import { readAgencyWebhookSecret, rotateAgencyWebhookSecret } from "../../agencies/agency-webhook-secret";
import { createAgency } from "../../agencies/create-agency";
import { getAgency, listAgencies } from "../../agencies/list-agencies";
import {
  agencyBody,
  agencyKeyBody,
  agencyKeySchema,
  agencySchema,
  createdAgencyKeySchema,
  webhookSecretSchema,
} from "../../agencies/schemas";
import { updateAgency } from "../../agencies/update-agency";
import { idParam } from "@/shared/input";
import { outboundPolicy } from "../../outbound/address-policy";
import { type ApiDeps, idParams, listOf, route } from "../route";

const tag = "agencies";
/** The addresses the webhook deliveries may reach (agency-webhooks/webhook-job.ts uses the same). */
const webhookPolicy = (deps: ApiDeps) => deps.outboundPolicy ?? outboundPolicy(deps.config);
const keyParams = z.object({ id: idParam(), keyId: idParam() });

/** Agencies that sell through the partner API, their API keys and webhook secret (ADMIN only; issue 31). */
export function agencyRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/admin/agencies",
        summary: "Every agency, inactive ones included, by name",
        tag,
        access: "admin",
        response: listOf(agencySchema),
      },
      ({ deps }) => listAgencies(deps.db),
    ),
    route(
      {
        method: "post",
        path: "/admin/agencies",
        summary: "Add an agency (a webhook secret is made for it; read it through /webhook-secret)",
        tag,
        access: "admin",
        body: agencyBody,
        response: agencySchema,
        status: 201,
      },
      ({ deps, body }) => createAgency(deps.db, deps.jwtSecret, body, clock.now(), webhookPolicy(deps)),
    ),
    route(
      {
        method: "get",
        path: "/admin/agencies/:id",
        summary: "One agency",
        tag,
        access: "admin",
        params: idParams,
        response: agencySchema,
      },
      ({ deps, params }) => getAgency(deps.db, params.id),
    ),
    route(
      {
        method: "put",
        path: "/admin/agencies/:id",
        summary: "Edit an agency (a field left out keeps its value; inactive: every key refused at once)",
        tag,
        access: "admin",
        params: idParams,
        body: agencyBody,
        response: agencySchema,
      },
      ({ deps, params, body }) => updateAgency(deps.db, params.id, body, clock.now(), webhookPolicy(deps)),
    ),
    route(
      {
        method: "get",
        path: "/admin/agencies/:id/webhook-secret",
        summary: "The agency's webhook signing secret in clear",
        tag,
        access: "admin",
        params: idParams,
        errors: [422],
        response: webhookSecretSchema,
      },
      ({ deps, params }) => readAgencyWebhookSecret(deps.db, deps.jwtSecret, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/agencies/:id/webhook-secret",
        summary: "Rotate the agency's webhook secret: a new one signs from now on, answered in clear",
        tag,
        access: "admin",
        params: idParams,
        response: webhookSecretSchema,
      },
      ({ deps, params }) => rotateAgencyWebhookSecret(deps.db, deps.jwtSecret, params.id, clock.now()),
    ),
    route(
      {
        method: "get",
        path: "/admin/agencies/:id/keys",
        summary: "The agency's API keys, revoked ones included (prefix only, never the key)",
        tag,
        access: "admin",
        params: idParams,
        response: listOf(agencyKeySchema),
      },
      ({ deps, params }) => listAgencyKeys(deps.db, params.id),
    ),
    route(
      {
        method: "post",
        path: "/admin/agencies/:id/keys",
        summary: "A new API key for the agency: the key is in this answer only (stored as a hash)",
        tag,
        access: "admin",
        params: idParams,
        body: agencyKeyBody,
        response: createdAgencyKeySchema,
        status: 201,
      },
      ({ deps, params, body, user }) =>
        createAgencyKey(deps.db, params.id, body, { userId: user.id, now: clock.now() }),
    ),
    route(
      {
        method: "delete",
        path: "/admin/agencies/:id/keys/:keyId",
        summary: "Revoke an API key: refused from the next request on",
        tag,
        access: "admin",
        params: keyParams,
        response: agencyKeySchema,
      },
      ({ deps, params }) => revokeAgencyKey(deps.db, params.id, params.keyId, clock.now()),
    ),
  ];
}
