CREATE TABLE `recipe_stats` (
	`id` integer PRIMARY KEY NOT NULL,
	`live` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `recipe_stats` (`id`, `live`)
  SELECT 1, count(*) FROM `recipes` WHERE `deleted_hlc` IS NULL AND `created_hlc` IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `recipe_stats_insert` AFTER INSERT ON `recipes` BEGIN
  UPDATE `recipe_stats` SET `live` = `live` + (NEW.`deleted_hlc` IS NULL AND NEW.`created_hlc` IS NOT NULL) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_stats_update` AFTER UPDATE OF `deleted_hlc`, `created_hlc` ON `recipes` BEGIN
  UPDATE `recipe_stats` SET `live` = `live`
    + (NEW.`deleted_hlc` IS NULL AND NEW.`created_hlc` IS NOT NULL)
    - (OLD.`deleted_hlc` IS NULL AND OLD.`created_hlc` IS NOT NULL) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_stats_delete` AFTER DELETE ON `recipes` BEGIN
  UPDATE `recipe_stats` SET `live` = `live` - (OLD.`deleted_hlc` IS NULL AND OLD.`created_hlc` IS NOT NULL) WHERE `id` = 1;
END;
