CREATE TABLE `held_codes` (
	`code_key` text PRIMARY KEY NOT NULL,
	`release_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `held_codes_release_idx` ON `held_codes` (`release_at`);