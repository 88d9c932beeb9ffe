ALTER TABLE "links" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "max_clicks" integer;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "fallback_url" text;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "password_hash" text;