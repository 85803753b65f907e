-- Soft navigations' vitals (issue 33, docs/decisions/0067-soft-navigation-vitals.md): each sample says whether its
-- page view was a hard load or a soft navigation. Every sample stored so far came from a hard load; new ones must
-- say which (no default).
ALTER TABLE "web_vitals" DROP CONSTRAINT "web_vitals_metric_check";--> statement-breakpoint
ALTER TABLE "web_vitals" ADD COLUMN "kind" text DEFAULT 'hard' NOT NULL;--> statement-breakpoint
ALTER TABLE "web_vitals" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_kind_check" CHECK ("web_vitals"."kind" IN ('hard', 'soft'));--> statement-breakpoint
ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_kind_metric_check" CHECK (("web_vitals"."kind" = 'hard' AND "web_vitals"."metric" <> 'NAV') OR ("web_vitals"."kind" = 'soft' AND "web_vitals"."metric" <> 'TTFB'));--> statement-breakpoint
ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_metric_check" CHECK ("web_vitals"."metric" IN ('LCP', 'INP', 'CLS', 'TTFB', 'NAV'));
