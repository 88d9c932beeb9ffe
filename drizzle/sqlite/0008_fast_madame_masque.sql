-- Issue 16 §5 (docs/decisions/0051): the per-day dimension rows move into one packed column per link and day.
INSERT INTO `dimension_values` (`dimension`, `key`) SELECT DISTINCT `dimension`, `key` FROM `link_day_dimensions` WHERE true ORDER BY 1, 2;--> statement-breakpoint
INSERT INTO `link_day_traffic` (`link_id`, `day`, `dimensions`)
SELECT `link_id`, `day`, group_concat(`pair`, ',') FROM (
  SELECT d.`link_id`, d.`day`, v.`id` || ':' || d.`clicks` AS `pair` FROM `link_day_dimensions` d
  JOIN `dimension_values` v ON v.`dimension` = d.`dimension` AND v.`key` = d.`key`
  WHERE d.`clicks` > 0 ORDER BY d.`link_id`, d.`day`, v.`id`
) WHERE true GROUP BY `link_id`, `day`
ON CONFLICT (`link_id`, `day`) DO UPDATE SET `dimensions` = excluded.`dimensions`;--> statement-breakpoint
DROP TABLE `link_day_dimensions`;
