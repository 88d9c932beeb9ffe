ALTER TABLE `auth_users` ADD `email_change` text;--> statement-breakpoint
ALTER TABLE `auth_users` ADD `email_change_sent_at` integer;