ALTER TABLE `links` ADD `rules` text;--> statement-breakpoint
ALTER TABLE `links` ADD `forward_query` text;