ALTER TABLE `shopping_list_items` ADD `from_plan` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `shopping_lists` ADD `source_plan_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `shopping_lists_user_source_plan_unique` ON `shopping_lists` (`user_id`,`source_plan_id`);