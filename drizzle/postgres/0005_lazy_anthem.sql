CREATE TABLE "link_day_dimensions" (
	"link_id" integer NOT NULL,
	"day" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "link_day_dimensions_link_id_day_dimension_key_pk" PRIMARY KEY("link_id","day","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "link_day_traffic" (
	"link_id" integer NOT NULL,
	"day" text NOT NULL,
	"bots" integer DEFAULT 0 NOT NULL,
	"heads" integer DEFAULT 0 NOT NULL,
	"prefetches" integer DEFAULT 0 NOT NULL,
	"not_shared" integer DEFAULT 0 NOT NULL,
	"unrecorded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "link_day_traffic_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
ALTER TABLE "link_day_dimensions" ADD CONSTRAINT "link_day_dimensions_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_day_traffic" ADD CONSTRAINT "link_day_traffic_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_day_dimensions_day_idx" ON "link_day_dimensions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "link_day_traffic_day_idx" ON "link_day_traffic" USING btree ("day");