CREATE INDEX `activity_timestamp` ON `activity` (`timestamp`);--> statement-breakpoint
CREATE INDEX `recipes_live_created` ON `recipes` (`created_at`) WHERE "recipes"."deleted_hlc" IS NULL AND "recipes"."created_hlc" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `users_country_city` ON `users` (`country`,`city`);