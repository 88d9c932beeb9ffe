-- WITHOUT ROWID added by hand (docs/decisions/0055): Drizzle cannot declare it; the rows live in the key's B-tree.
CREATE TABLE `link_clicks_recent` (
	`link_id` integer NOT NULL,
	`day` text NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`link_id`, `day`),
	FOREIGN KEY (`link_id`) REFERENCES `links`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
