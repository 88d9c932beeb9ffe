CREATE TABLE `auth_flow_states` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`state_hash` text,
	`nonce` text NOT NULL,
	`code_verifier` text NOT NULL,
	`redirect_to` text NOT NULL,
	`code_challenge` text,
	`code_challenge_method` text,
	`linking_user_id` text,
	`auth_code_hash` text,
	`user_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`linking_user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_flow_states_state_hash_unique` ON `auth_flow_states` (`state_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `auth_flow_states_auth_code_hash_unique` ON `auth_flow_states` (`auth_code_hash`);--> statement-breakpoint
CREATE INDEX `auth_flow_states_created_idx` ON `auth_flow_states` (`created_at`);--> statement-breakpoint
CREATE TABLE `auth_identities` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`email` text,
	`identity_data` text NOT NULL,
	`last_sign_in_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_identities_provider_subject_key` ON `auth_identities` (`provider`,`subject`);--> statement-breakpoint
CREATE INDEX `auth_identities_user_idx` ON `auth_identities` (`user_id`);