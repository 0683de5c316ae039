ALTER TABLE `recipes` ADD `owner_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `recipes` ADD `source_url` text;--> statement-breakpoint
CREATE INDEX `recipes_owner_idx` ON `recipes` (`owner_id`);