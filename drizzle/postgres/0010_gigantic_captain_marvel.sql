CREATE TABLE "link_clicks_recent" (
	"link_id" integer NOT NULL,
	"day" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "link_clicks_recent_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
ALTER TABLE "link_clicks_recent" ADD CONSTRAINT "link_clicks_recent_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;