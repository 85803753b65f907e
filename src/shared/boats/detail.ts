import { z } from "zod";
import { boatDateSchema } from "./closings";
import { commentSchema } from "./comments";
import { imageSchema } from "./images";
import { priceSchema } from "./prices";
import { boatSchema } from "./records";

/** GET /v1/admin/boats/{id}: the boat with its prices, closings, images and comments. */
export const boatDetailSchema = boatSchema.extend({
  prices: z.array(priceSchema),
  dates: z.array(boatDateSchema),
  images: z.array(imageSchema),
  comments: z.array(commentSchema),
});
