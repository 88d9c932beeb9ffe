ALTER TABLE "links" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "forward_query" text;