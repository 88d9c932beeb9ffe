CREATE TABLE `workspace_members` (
	`workspace_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`joined_at` integer NOT NULL,
	PRIMARY KEY(`workspace_id`, `user_id`),
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `workspace_members_user_idx` ON `workspace_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `workspaces` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`personal_of` text,
	`members_edit_all` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `workspaces_slug_unique` ON `workspaces` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `workspaces_personal_of_unique` ON `workspaces` (`personal_of`);--> statement-breakpoint
DROP INDEX `tags_user_name_key`;--> statement-breakpoint
ALTER TABLE `tags` ADD `workspace_id` integer REFERENCES workspaces(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `tags_user_idx` ON `tags` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `tags_workspace_name_key` ON `tags` (`workspace_id`,`name`);--> statement-breakpoint
ALTER TABLE `api_keys` ADD `workspace_id` integer REFERENCES workspaces(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `links` ADD `workspace_id` integer REFERENCES workspaces(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `links_workspace_created_idx` ON `links` (`workspace_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `links_workspace_clicks_idx` ON `links` (`workspace_id`,`clicks`,`created_at`) WHERE workspace_id is not null;--> statement-breakpoint
-- Every owner of something gets a personal workspace (an account with a user record, and any account owning a link, tag or key), owning it.
INSERT INTO `workspaces` (`slug`, `name`, `personal_of`, `members_edit_all`, `created_at`)
SELECT 'personal-' || `owner`, 'Personal', `owner`, 0, CAST(strftime('%s', 'now') AS integer) * 1000 FROM (
  SELECT `user_id` AS `owner` FROM `users` UNION SELECT `user_id` FROM `links` WHERE `user_id` IS NOT NULL
  UNION SELECT `user_id` FROM `tags` UNION SELECT `user_id` FROM `api_keys`
) ORDER BY `owner`;--> statement-breakpoint
UPDATE `workspaces` SET `slug` = 'personal-' || `id` WHERE `personal_of` IS NOT NULL;--> statement-breakpoint
INSERT INTO `workspace_members` (`workspace_id`, `user_id`, `role`, `joined_at`) SELECT `id`, `personal_of`, 'owner', `created_at` FROM `workspaces` WHERE `personal_of` IS NOT NULL;--> statement-breakpoint
UPDATE `links` SET `workspace_id` = (SELECT `id` FROM `workspaces` WHERE `personal_of` = `links`.`user_id`) WHERE `user_id` IS NOT NULL;--> statement-breakpoint
UPDATE `tags` SET `workspace_id` = (SELECT `id` FROM `workspaces` WHERE `personal_of` = `tags`.`user_id`);--> statement-breakpoint
UPDATE `api_keys` SET `workspace_id` = (SELECT `id` FROM `workspaces` WHERE `personal_of` = `api_keys`.`user_id`);
