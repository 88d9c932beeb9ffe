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
CREATE INDEX `link_day_traffic_day_idx` ON `link_day_traffic` (`day`);