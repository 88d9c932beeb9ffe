CREATE TABLE `account_flags` (
	`user_id` text PRIMARY KEY NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`disabled_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `blocked_domains` (
	`domain` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `instance_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `link_day_dimensions` (
	`link_id` integer NOT NULL,
	`day` text NOT NULL,
	`dimension` text NOT NULL,
	`key` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`link_id`, `day`, `dimension`, `key`),
	FOREIGN KEY (`link_id`) REFERENCES `links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `link_day_dimensions_day_idx` ON `link_day_dimensions` (`day`);--> statement-breakpoint
CREATE TABLE `link_day_traffic` (
	`link_id` integer NOT NULL,
	`day` text NOT NULL,
	`bots` integer DEFAULT 0 NOT NULL,
	`heads` integer DEFAULT 0 NOT NULL,
	`prefetches` integer DEFAULT 0 NOT NULL,
	`not_shared` integer DEFAULT 0 NOT NULL,
	`unrecorded` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`link_id`, `day`),
	FOREIGN KEY (`link_id`) REFERENCES `links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `link_day_traffic_day_idx` ON `link_day_traffic` (`day`);--> statement-breakpoint
CREATE TABLE `link_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`short_code` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	`resolved_at` integer,
	`resolution` text
);
--> statement-breakpoint
CREATE INDEX `link_reports_open_idx` ON `link_reports` (`resolved_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `link_tags` (
	`link_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`link_id`, `tag_id`),
	FOREIGN KEY (`link_id`) REFERENCES `links`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `link_tags_tag_idx` ON `link_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `link_takedowns` (
	`link_id` integer PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`link_id`) REFERENCES `links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `moderation_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`subject` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `moderation_log_created_idx` ON `moderation_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `signup_invites` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_user_name_key` ON `tags` (`user_id`,`name`);--> statement-breakpoint
ALTER TABLE `links` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `links` ADD `max_clicks` integer;--> statement-breakpoint
ALTER TABLE `links` ADD `fallback_url` text;--> statement-breakpoint
ALTER TABLE `links` ADD `password_hash` text;--> statement-breakpoint
ALTER TABLE `links` ADD `title` text;--> statement-breakpoint
ALTER TABLE `links` ADD `note` text;--> statement-breakpoint
ALTER TABLE `links` ADD `imported_from` text;--> statement-breakpoint
ALTER TABLE `links` ADD `claim_token_hash` text;