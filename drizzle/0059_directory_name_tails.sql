-- Issue 30: the header's search finds most names by the start of a word, and a trigram index
-- answers that slowly: for "holtor" it gathers every one of the ~7,000 names sharing enough
-- trigrams before the first row comes back (7-17 ms over a million names, docs/performance.md,
-- Part 7). Here each person's and company's folded name is kept once per word start, from that
-- word to its end: 'greta marek' as 'greta marek' and 'marek'. A word starts after a space, a
-- hyphen, an apostrophe and the like ("o'brien" as "o'brien" and "brien"). The separators are
-- named rather than [[:alnum:]], whose letters depend on the database's locale, so "łukasz" is
-- one word on PGlite and PostgreSQL alike. A btree then answers "a word of the name starts with
-- the text as typed" as a range, and stops at the 200 rows the search ranks. Triggers keep it
-- in step with directory_entries, whoever writes.
CREATE FUNCTION "console"."name_tails"(name text) RETURNS SETOF text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$
		SELECT substr(name, p) FROM generate_series(1, length(name)) AS p
		WHERE p = 1 OR (position(substr(name, p, 1) IN ' -''’‘.,&/()"') = 0
			AND position(substr(name, p - 1, 1) IN ' -''’‘.,&/()"') > 0)
	$$;
--> statement-breakpoint
CREATE TABLE "console"."directory_name_tails" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"tail" text NOT NULL,
	-- The whole folded name, so the search ranks its rows without reading directory_entries.
	"search_name" text NOT NULL,
	CONSTRAINT "directory_name_tails_pk" PRIMARY KEY ("kind", "id", "tail")
);
--> statement-breakpoint
CREATE INDEX "directory_name_tails_tail_idx" ON "console"."directory_name_tails"
	("tail" text_pattern_ops) INCLUDE ("kind", "id", "search_name");
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk write (a sync's page, a seed) costs one
-- statement here, not one per row. An update that leaves a name as it was (most of a sync's
-- upserts) changes nothing: a name's tails are current when its whole name is one of them.
CREATE FUNCTION "console"."directory_name_tails_follow"() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
	BEGIN
		IF TG_OP = 'TRUNCATE' THEN
			TRUNCATE "console"."directory_name_tails";
			RETURN NULL;
		END IF;
		IF TG_OP = 'DELETE' THEN
			DELETE FROM "console"."directory_name_tails" AS t
			USING old_rows AS o
			WHERE t.kind = o.kind AND t.id = o.id;
			RETURN NULL;
		END IF;
		IF TG_OP = 'UPDATE' THEN
			DELETE FROM "console"."directory_name_tails" AS t
			USING old_rows AS o
			WHERE t.kind = o.kind AND t.id = o.id
				AND NOT EXISTS (
					SELECT 1 FROM new_rows AS n
					WHERE n.kind = t.kind AND n.id = t.id AND n.search_name = t.search_name);
		END IF;
		INSERT INTO "console"."directory_name_tails" (kind, id, tail, search_name)
		SELECT n.kind, n.id, tails.tail, n.search_name
		FROM new_rows AS n CROSS JOIN LATERAL "console"."name_tails"(n.search_name) AS tails(tail)
		WHERE n.kind IN ('customer', 'corporate')
			AND NOT EXISTS (
				SELECT 1 FROM "console"."directory_name_tails" AS t
				WHERE t.kind = n.kind AND t.id = n.id AND t.tail = n.search_name)
		ON CONFLICT DO NOTHING;
		RETURN NULL;
	END
	$$;
--> statement-breakpoint
CREATE TRIGGER "directory_name_tails_insert" AFTER INSERT ON "console"."directory_entries"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "console"."directory_name_tails_follow"();
--> statement-breakpoint
CREATE TRIGGER "directory_name_tails_update" AFTER UPDATE ON "console"."directory_entries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "console"."directory_name_tails_follow"();
--> statement-breakpoint
CREATE TRIGGER "directory_name_tails_delete" AFTER DELETE ON "console"."directory_entries"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "console"."directory_name_tails_follow"();
--> statement-breakpoint
CREATE TRIGGER "directory_name_tails_truncate" AFTER TRUNCATE ON "console"."directory_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "console"."directory_name_tails_follow"();
--> statement-breakpoint
INSERT INTO "console"."directory_name_tails" (kind, id, tail, search_name)
SELECT e.kind, e.id, tails.tail, e.search_name
FROM "console"."directory_entries" AS e CROSS JOIN LATERAL "console"."name_tails"(e.search_name) AS tails(tail)
WHERE e.kind IN ('customer', 'corporate')
ON CONFLICT DO NOTHING;
