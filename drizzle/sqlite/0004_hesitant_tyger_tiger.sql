CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`prefix` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer,
	`last_used_day` text,
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_key_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_user_idx` ON `api_keys` (`user_id`);--> statement-breakpoint
CREATE TABLE `auth_mfa_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`factor_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`verified_at` integer,
	FOREIGN KEY (`factor_id`) REFERENCES `auth_mfa_factors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `auth_mfa_factors` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`friendly_name` text NOT NULL,
	`factor_type` text NOT NULL,
	`status` text NOT NULL,
	`secret` text NOT NULL,
	`last_used_step` integer,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`failed_window_start` integer,
	`last_challenged_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_mfa_factors_user_idx` ON `auth_mfa_factors` (`user_id`);--> statement-breakpoint
CREATE TABLE `auth_mfa_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`factor_id` text NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`factor_id`) REFERENCES `auth_mfa_factors`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_mfa_recovery_codes_factor_idx` ON `auth_mfa_recovery_codes` (`factor_id`);--> statement-breakpoint
CREATE TABLE `held_codes` (
	`code_key` text PRIMARY KEY NOT NULL,
	`release_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `held_codes_release_idx` ON `held_codes` (`release_at`);--> statement-breakpoint
ALTER TABLE `auth_sessions` ADD `aal` text DEFAULT 'aal1' NOT NULL;--> statement-breakpoint
ALTER TABLE `auth_sessions` ADD `mfa_method` text;--> statement-breakpoint
ALTER TABLE `auth_sessions` ADD `mfa_at` integer;--> statement-breakpoint
ALTER TABLE `auth_users` ADD `email_change` text;--> statement-breakpoint
ALTER TABLE `auth_users` ADD `email_change_sent_at` integer;