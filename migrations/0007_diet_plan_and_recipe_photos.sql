ALTER TABLE `recipes` ADD `photo_url` text;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `diet_plan` text;