import { z } from "zod";
import { boatDateSchema } from "../closings/schemas";
import { commentSchema } from "../comments/schemas";
import { imageSchema } from "../images/schemas";
import { priceSchema } from "../prices/schemas";
import { boatSchema } from "./schemas";

/** GET /v1/admin/boats/{id}: the boat with its prices, closings, images and comments. */
export const boatDetailSchema = boatSchema.extend({
  prices: z.array(priceSchema),
  dates: z.array(boatDateSchema),
  images: z.array(imageSchema),
  comments: z.array(commentSchema),
});
