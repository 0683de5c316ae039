ALTER TABLE `foods` ADD `micronutrients` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `foods` ADD `source` text;--> statement-breakpoint
ALTER TABLE `nutrition_logs` ADD `micronutrients` text;--> statement-breakpoint
ALTER TABLE `recipes` ADD `micronutrients` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `recipes` ADD `food_terms` text DEFAULT '' NOT NULL;