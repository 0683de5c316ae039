ALTER TABLE `user_profiles` ADD `goal` text;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `weekly_pace` real;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `macro_preset` text;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `measured_tdee` real;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `measured_tdee_at` text;--> statement-breakpoint
ALTER TABLE `user_profiles` ADD `adaptive_dismissed_at` text;--> statement-breakpoint
ALTER TABLE `users` ADD `sessions_revoked_at` integer;