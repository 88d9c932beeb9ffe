CREATE TABLE "link_clicks_hourly" (
	"link_id" integer NOT NULL,
	"day" text NOT NULL,
	"hour" integer NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "link_clicks_hourly_link_id_day_hour_pk" PRIMARY KEY("link_id","day","hour")
);
--> statement-breakpoint
-- Reordered by hand: the column before the key that names it. Rows staged before this migration get the
-- hour -1 (not known): a fold adds them to their day only (docs/decisions/0078).
ALTER TABLE "link_clicks_recent" ADD COLUMN "hour" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_clicks_recent" DROP CONSTRAINT IF EXISTS "link_clicks_recent_link_id_day_pk";--> statement-breakpoint
ALTER TABLE "link_clicks_recent" ADD CONSTRAINT "link_clicks_recent_link_id_day_hour_pk" PRIMARY KEY("link_id","day","hour");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "link_clicks_hourly" ADD CONSTRAINT "link_clicks_hourly_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_clicks_hourly_day_hour_idx" ON "link_clicks_hourly" USING btree ("day","hour");
