ALTER TABLE `links` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `links` ADD `max_clicks` integer;--> statement-breakpoint
ALTER TABLE `links` ADD `fallback_url` text;--> statement-breakpoint
ALTER TABLE `links` ADD `password_hash` text;