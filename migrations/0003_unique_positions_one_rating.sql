-- Hand-written data fixes that must run before 0004 adds two unique indexes (issue 17):
-- 1. shopping-list item positions renumbered 0..n-1 per list in their current order (parallel adds
--    could give two items the same position, and 0004 makes list and position unique)
-- 2. one rating per user and recipe: older ratings of the same user on the same recipe are cleared
--    (the comments stay), keeping the newest (0004 adds a partial unique index on rated comments)
-- No line may end in a semicolon except a statement's: the test harness splits files there.
UPDATE `shopping_list_items` SET `position` = r.n FROM (SELECT id, row_number() OVER (PARTITION BY list_id ORDER BY position, id) - 1 AS n FROM shopping_list_items) AS r WHERE r.id = `shopping_list_items`.`id`;
--> statement-breakpoint
UPDATE `recipe_comments` SET `rating` = NULL WHERE `rating` IS NOT NULL AND EXISTS (SELECT 1 FROM recipe_comments AS newer WHERE newer.recipe_id = recipe_comments.recipe_id AND newer.user_id = recipe_comments.user_id AND newer.rating IS NOT NULL AND (newer.created_at > recipe_comments.created_at OR (newer.created_at = recipe_comments.created_at AND newer.id > recipe_comments.id)));
