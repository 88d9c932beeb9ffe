ALTER TABLE "auth_users" ADD COLUMN "email_change" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "email_change_sent_at" timestamp with time zone;