ALTER TABLE `links` ADD `code_key` text;--> statement-breakpoint
-- Codes that differ only by case are one code from now on (docs/decisions/0009). Existing look-alikes keep
-- working: the oldest of each group holds the key, later ones keep a null key (nulls never collide).
UPDATE `links` SET `code_key` = lower(`short_code`) WHERE `id` IN (SELECT min(`id`) FROM `links` GROUP BY lower(`short_code`));--> statement-breakpoint
CREATE UNIQUE INDEX `links_code_key_key` ON `links` (`code_key`);
