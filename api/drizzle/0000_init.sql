CREATE TABLE `auth_attempts` (
	`key` text PRIMARY KEY NOT NULL,
	`last_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `used_challenges` (
	`nonce` text PRIMARY KEY NOT NULL,
	`used_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`password_hash` text NOT NULL,
	`avatar` text,
	`language` text DEFAULT 'en' NOT NULL,
	`detection_source` text,
	`country` text,
	`region` text,
	`city` text,
	`timezone` text,
	`is_supporter` integer DEFAULT false NOT NULL,
	`supporter_since` integer,
	`supporter_data` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`last_seen_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_created_at` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_last_seen_at` ON `users` (`last_seen_at`);