CREATE TABLE `domains` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`host` text NOT NULL,
	`workspace_id` integer,
	`verify_token` text NOT NULL,
	`verified_at` integer,
	`checked_at` integer,
	`check_result` text,
	`root_redirect` text,
	`not_found_redirect` text,
	`disabled_at` integer,
	`disabled_reason` text,
	`created_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`workspace_id`) REFERENCES `workspaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `domains_host_key` ON `domains` (`host`);--> statement-breakpoint
CREATE INDEX `domains_workspace_idx` ON `domains` (`workspace_id`);--> statement-breakpoint
DROP INDEX `links_short_code_key`;--> statement-breakpoint
DROP INDEX `links_code_key_key`;--> statement-breakpoint
ALTER TABLE `links` ADD `domain_id` integer REFERENCES domains(id) ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX `links_default_short_code_key` ON `links` (`short_code`) WHERE domain_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX `links_default_code_key_key` ON `links` (`code_key`) WHERE domain_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX `links_domain_short_code_key` ON `links` (`domain_id`,`short_code`) WHERE domain_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `links_domain_code_key_key` ON `links` (`domain_id`,`code_key`) WHERE domain_id is not null;