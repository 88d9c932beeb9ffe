CREATE TABLE `dimension_values` (
	`id` integer PRIMARY KEY NOT NULL,
	`dimension` text NOT NULL,
	`key` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dimension_values_dimension_key_key` ON `dimension_values` (`dimension`,`key`);--> statement-breakpoint
ALTER TABLE `link_day_traffic` ADD `dimensions` text DEFAULT '' NOT NULL;