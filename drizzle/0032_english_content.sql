ALTER TABLE "boats" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "excerpt_en" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "body_en" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "question_en" text;--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "answer_en" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "bio_en" text;--> statement-breakpoint
ALTER TABLE "website_pages" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "website_pages" ADD COLUMN "body_en" text;--> statement-breakpoint
ALTER TABLE "boat_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "marinas" ADD COLUMN "name_en" text;