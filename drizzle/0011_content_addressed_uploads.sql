ALTER TABLE "boat_images" DROP CONSTRAINT "boat_images_storage_key_unique";--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_storage_key_unique";--> statement-breakpoint
CREATE INDEX "boat_images_storage_key_idx" ON "boat_images" USING btree ("storage_key");