ALTER TABLE `applied` ADD `hlc` text;--> statement-breakpoint
ALTER TABLE `clients` ADD `last_hlc` text;