-- Issue 16 §5 (docs/decisions/0051): the per-day dimension rows move into one packed column per link and day.
INSERT INTO "dimension_values" ("dimension", "key") SELECT DISTINCT "dimension", "key" FROM "link_day_dimensions" ORDER BY 1, 2;--> statement-breakpoint
INSERT INTO "link_day_traffic" ("link_id", "day", "dimensions")
SELECT d."link_id", d."day", string_agg(v."id" || ':' || d."clicks", ',' ORDER BY v."id") FROM "link_day_dimensions" d
JOIN "dimension_values" v ON v."dimension" = d."dimension" AND v."key" = d."key"
WHERE d."clicks" > 0 GROUP BY d."link_id", d."day"
ON CONFLICT ("link_id", "day") DO UPDATE SET "dimensions" = excluded."dimensions";--> statement-breakpoint
DROP TABLE "link_day_dimensions" CASCADE;
