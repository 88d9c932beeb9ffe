-- WITHOUT ROWID added by hand (docs/decisions/0055, 0078): Drizzle cannot declare it; the rows live in the key's B-tree.
CREATE TABLE `link_clicks_hourly` (
	`link_id` integer NOT NULL,
	`day` text NOT NULL,
	`hour` integer NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`link_id`, `day`, `hour`),
	FOREIGN KEY (`link_id`) REFERENCES `links`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `link_clicks_hourly_day_hour_idx` ON `link_clicks_hourly` (`day`,`hour`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
-- WITHOUT ROWID kept by hand, as in 0010. Rows staged before this migration get the hour -1 (not known):
-- a fold adds them to their day only.
CREATE TABLE `__new_link_clicks_recent` (
	`link_id` integer NOT NULL,
	`day` text NOT NULL,
	`hour` integer DEFAULT -1 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`link_id`, `day`, `hour`),
	FOREIGN KEY (`link_id`) REFERENCES `links`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `__new_link_clicks_recent`("link_id", "day", "clicks") SELECT "link_id", "day", "clicks" FROM `link_clicks_recent`;--> statement-breakpoint
DROP TABLE `link_clicks_recent`;--> statement-breakpoint
ALTER TABLE `__new_link_clicks_recent` RENAME TO `link_clicks_recent`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text;
