CREATE TABLE `activity` (
	`user_id` text NOT NULL,
	`id` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`related_id` text,
	`timestamp` text NOT NULL,
	`hlc` text NOT NULL,
	`version` integer NOT NULL,
	PRIMARY KEY(`user_id`, `id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activity_user_version` ON `activity` (`user_id`,`version`);--> statement-breakpoint
CREATE TABLE `activity_clears` (
	`user_id` text NOT NULL,
	`recipe_id` text NOT NULL,
	`hlc` text NOT NULL,
	`version` integer NOT NULL,
	PRIMARY KEY(`user_id`, `recipe_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `clears_user_version` ON `activity_clears` (`user_id`,`version`);--> statement-breakpoint
CREATE TABLE `applied` (
	`client_id` text NOT NULL,
	`seq` integer NOT NULL,
	`outcome` text NOT NULL,
	`code` text,
	`applied_at` integer NOT NULL,
	PRIMARY KEY(`client_id`, `seq`)
);
--> statement-breakpoint
CREATE TABLE `clients` (
	`client_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`last_seq` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`num` integer DEFAULT 0 NOT NULL,
	`text` text
);
--> statement-breakpoint
CREATE TABLE `recipes` (
	`user_id` text NOT NULL,
	`id` text NOT NULL,
	`fields` text NOT NULL,
	`clocks` text NOT NULL,
	`created_at` text,
	`created_hlc` text,
	`saved` integer,
	`saved_hlc` text,
	`deleted_hlc` text,
	`search_text` text DEFAULT '' NOT NULL,
	`version` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipes_user_version` ON `recipes` (`user_id`,`version`);--> statement-breakpoint
CREATE INDEX `recipes_user_created` ON `recipes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `scans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`ingredient_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `scans_user` ON `scans` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `profile_clocks` text DEFAULT '{}' NOT NULL;