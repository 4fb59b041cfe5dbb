CREATE TABLE `account_usage` (
	`user_id` text PRIMARY KEY NOT NULL,
	`recipes` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `admin_granted` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `session_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO `account_usage` (`user_id`, `recipes`, `bytes`)
  SELECT `user_id`, sum(`deleted_hlc` IS NULL AND `created_hlc` IS NOT NULL),
         sum(length(CAST(`fields` AS BLOB)) + length(CAST(`clocks` AS BLOB)) + length(CAST(`search_text` AS BLOB)))
    FROM `recipes` GROUP BY `user_id`;
--> statement-breakpoint
INSERT INTO `account_usage` (`user_id`, `recipes`, `bytes`)
  SELECT `user_id`, 0, sum(length(CAST(`title` AS BLOB)) + length(CAST(`description` AS BLOB)) + 100)
    FROM `activity` GROUP BY `user_id`
  ON CONFLICT (`user_id`) DO UPDATE SET `bytes` = `bytes` + excluded.`bytes`;
--> statement-breakpoint
CREATE TRIGGER `usage_recipe_insert` AFTER INSERT ON `recipes` BEGIN
  INSERT INTO `account_usage` (`user_id`, `recipes`, `bytes`) VALUES (NEW.`user_id`,
    NEW.`deleted_hlc` IS NULL AND NEW.`created_hlc` IS NOT NULL,
    length(CAST(NEW.`fields` AS BLOB)) + length(CAST(NEW.`clocks` AS BLOB)) + length(CAST(NEW.`search_text` AS BLOB)))
  ON CONFLICT (`user_id`) DO UPDATE SET `recipes` = `recipes` + excluded.`recipes`, `bytes` = `bytes` + excluded.`bytes`;
END;
--> statement-breakpoint
CREATE TRIGGER `usage_recipe_update` AFTER UPDATE ON `recipes` BEGIN
  UPDATE `account_usage` SET
    `recipes` = `recipes` + (NEW.`deleted_hlc` IS NULL AND NEW.`created_hlc` IS NOT NULL)
                          - (OLD.`deleted_hlc` IS NULL AND OLD.`created_hlc` IS NOT NULL),
    `bytes` = `bytes`
      + length(CAST(NEW.`fields` AS BLOB)) + length(CAST(NEW.`clocks` AS BLOB)) + length(CAST(NEW.`search_text` AS BLOB))
      - length(CAST(OLD.`fields` AS BLOB)) - length(CAST(OLD.`clocks` AS BLOB)) - length(CAST(OLD.`search_text` AS BLOB))
  WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `usage_recipe_delete` AFTER DELETE ON `recipes` BEGIN
  UPDATE `account_usage` SET
    `recipes` = `recipes` - (OLD.`deleted_hlc` IS NULL AND OLD.`created_hlc` IS NOT NULL),
    `bytes` = `bytes` - length(CAST(OLD.`fields` AS BLOB)) - length(CAST(OLD.`clocks` AS BLOB)) - length(CAST(OLD.`search_text` AS BLOB))
  WHERE `user_id` = OLD.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `usage_activity_insert` AFTER INSERT ON `activity` BEGIN
  INSERT INTO `account_usage` (`user_id`, `recipes`, `bytes`)
    VALUES (NEW.`user_id`, 0, length(CAST(NEW.`title` AS BLOB)) + length(CAST(NEW.`description` AS BLOB)) + 100)
  ON CONFLICT (`user_id`) DO UPDATE SET `bytes` = `bytes` + excluded.`bytes`;
END;
