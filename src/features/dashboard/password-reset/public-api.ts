import { createApi } from "@/shared/api/client";
import { NETWORK_ERROR } from "../api/client";

/** Calls to public /v1 endpoints (no session), in Turkish: answer `content`, throw ApiError with the message. */
export const publicApi = createApi({ headers: () => ({ "accept-language": "tr" }), networkMessage: NETWORK_ERROR });
