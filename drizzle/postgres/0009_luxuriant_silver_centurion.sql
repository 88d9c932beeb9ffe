DROP INDEX "links_user_clicks_idx";--> statement-breakpoint
CREATE INDEX "links_user_clicks_idx" ON "links" USING btree ("user_id","clicks","created_at") WHERE user_id is not null;