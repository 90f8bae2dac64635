-- The board's and the dashboard's idle counts at a cost that does not grow with the recently active deals
-- (issue 29 item 3; docs/decisions/0023-activity-counts.md). A stage's idle deals are its total
-- (project_totals) less the deals active since the stage's cut-off, `now - limit days`. Counting those
-- from projects_stage_lastActivityAt_idx read one index entry per active deal: after a large import, every
-- deal. project_activity keeps the same projects counted per UTC day and per UTC hour of their last
-- activity, per stage (type and quarter NULL: what the board without filters and the dashboard read) and
-- per group (stage, type, quarter: the board's filters), so the deals active since a cut-off are the whole
-- days after it (day rows) + the whole hours left of its day (hour rows) + the deals between the cut-off
-- and the next full hour (an index range of the projects, at most an hour of activity). Exact, like
-- project_totals.
--
-- Kept like project_totals: statement-level triggers on projects append signed deltas from their
-- transition tables, so concurrent writers never wait on each other's rows. Unlike there, a transaction
-- adds to the rows it appended itself (`txid`, invisible to everyone else until it commits), so a
-- 1,000,000-row import in batches leaves one row per group and bucket, not one per batch.
-- compact_project_activity() folds the committed deltas into rows with no `txid`.
CREATE TABLE "project_activity" (
    "stage" "ProjectStage" NOT NULL,
    -- Both NULL on a row of the whole stage.
    "type" "ProjectType",
    "deploymentQuarter" VARCHAR(8),
    "span" TEXT NOT NULL, -- 'day' or 'hour'
    -- The UTC day or hour the last activity fell in (its start).
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "count" BIGINT NOT NULL,
    "value" NUMERIC(20, 2) NOT NULL,
    "chargers" BIGINT NOT NULL,
    -- The transaction that appended a delta (pg_current_xact_id() as a number: Prisma's introspection
    -- cannot read an xid8 column); NULL on a folded row.
    "txid" BIGINT
);

CREATE INDEX "project_activity_stage_span_startsAt_idx" ON "project_activity"("stage", "span", "startsAt");
-- The whole-stage rows alone (a few per day), readable from the index once vacuum has marked their pages.
CREATE INDEX "project_activity_whole_stage_idx" ON "project_activity"("stage", "span", "startsAt") INCLUDE ("count", "value", "chargers", "txid")
  WHERE "type" IS NULL;
CREATE INDEX "project_activity_deltas_idx" ON "project_activity"("txid") WHERE "txid" IS NOT NULL;

-- Adds signed changes, one element per (stage, type, quarter, activity instant), to both spans of the
-- group and of the whole stage: into the rows this transaction appended before, else as new rows.
CREATE FUNCTION project_activity_add(stages "ProjectStage"[], types "ProjectType"[], quarters TEXT[], ats TIMESTAMPTZ[],
                                     counts BIGINT[], vals NUMERIC[], chargers BIGINT[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS (
    SELECT c.stage, c.type, c.quarter, s.span, date_trunc(s.span, c.at, 'UTC') AS "startsAt",
           sum(c.count) AS count, sum(c.val) AS value, sum(c.chargers) AS chargers
    FROM unnest(stages, types, quarters, ats, counts, vals, chargers) AS c(stage, type, quarter, at, count, val, chargers)
    CROSS JOIN (VALUES ('day'), ('hour')) AS s(span)
    GROUP BY GROUPING SETS ((1, 2, 3, 4, 5), (1, 4, 5))
    HAVING sum(c.count) <> 0 OR sum(c.val) <> 0 OR sum(c.chargers) <> 0
  ), mine AS (
    UPDATE project_activity a SET count = a.count + d.count, value = a.value + d.value, chargers = a.chargers + d.chargers
    FROM d
    WHERE a.txid = pg_current_xact_id()::text::bigint AND a.stage = d.stage AND a.type IS NOT DISTINCT FROM d.type
      AND a."deploymentQuarter" IS NOT DISTINCT FROM d.quarter AND a.span = d.span AND a."startsAt" = d."startsAt"
    RETURNING a.stage, a.type, a."deploymentQuarter", a.span, a."startsAt"
  )
  INSERT INTO project_activity (stage, type, "deploymentQuarter", span, "startsAt", count, value, chargers, txid)
  SELECT d.stage, d.type, d.quarter, d.span, d."startsAt", d.count, d.value, d.chargers, pg_current_xact_id()::text::bigint
  FROM d
  WHERE NOT EXISTS (
    SELECT 1 FROM mine m
    WHERE m.stage = d.stage AND m.type IS NOT DISTINCT FROM d.type AND m."deploymentQuarter" IS NOT DISTINCT FROM d.quarter
      AND m.span = d.span AND m."startsAt" = d."startsAt"
  );
$$;

CREATE FUNCTION project_activity_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_activity_add(array_agg(stage), array_agg(type), array_agg(q), array_agg(at), array_agg(c), array_agg(v), array_agg(ch))
  FROM (SELECT stage, type, "deploymentQuarter" AS q, "lastActivityAt" AS at, count(*) AS c, sum("projectCost") AS v, sum("numberOfChargers") AS ch
        FROM new_rows GROUP BY 1, 2, 3, 4) g;
  RETURN NULL;
END $$;

CREATE FUNCTION project_activity_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_activity_add(array_agg(stage), array_agg(type), array_agg(q), array_agg(at), array_agg(c), array_agg(v), array_agg(ch))
  FROM (SELECT stage, type, "deploymentQuarter" AS q, "lastActivityAt" AS at, -count(*) AS c, -sum("projectCost") AS v, -sum("numberOfChargers") AS ch
        FROM old_rows GROUP BY 1, 2, 3, 4) g;
  RETURN NULL;
END $$;

-- An update that changes none of the grouped or summed columns nets to zero and adds nothing.
CREATE FUNCTION project_activity_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM project_activity_add(array_agg(stage), array_agg(type), array_agg(q), array_agg(at), array_agg(c), array_agg(v), array_agg(ch))
  FROM (
    SELECT stage, type, q, at, sum(c) AS c, sum(v) AS v, sum(ch) AS ch
    FROM (
      SELECT stage, type, "deploymentQuarter" AS q, "lastActivityAt" AS at, 1 AS c, "projectCost" AS v, "numberOfChargers" AS ch FROM new_rows
      UNION ALL
      SELECT stage, type, "deploymentQuarter", "lastActivityAt", -1, -"projectCost", -"numberOfChargers" FROM old_rows
    ) d
    GROUP BY 1, 2, 3, 4
    HAVING sum(c) <> 0 OR sum(v) <> 0 OR sum(ch) <> 0
  ) g;
  RETURN NULL;
END $$;

CREATE FUNCTION project_activity_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM project_activity;
  RETURN NULL;
END $$;

CREATE TRIGGER project_activity_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_activity_insert();
CREATE TRIGGER project_activity_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_activity_update();
CREATE TRIGGER project_activity_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_activity_delete();
CREATE TRIGGER project_activity_truncate AFTER TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION project_activity_truncate();

-- Folds the buckets that have deltas into one row each (one statement: a reader sees the old rows or the
-- folded ones, never both or neither); rows another transaction has not committed yet stay as they are.
-- Returns how many rows it folded.
CREATE FUNCTION compact_project_activity() RETURNS bigint LANGUAGE sql AS $$
  WITH k AS (
    SELECT DISTINCT stage, type, "deploymentQuarter", span, "startsAt" FROM project_activity WHERE txid IS NOT NULL
  ), d AS (
    DELETE FROM project_activity a USING k
    WHERE a.stage = k.stage AND a.span = k.span AND a."startsAt" = k."startsAt"
      AND a.type IS NOT DISTINCT FROM k.type AND a."deploymentQuarter" IS NOT DISTINCT FROM k."deploymentQuarter"
    RETURNING a.*
  ), folded AS (
    INSERT INTO project_activity (stage, type, "deploymentQuarter", span, "startsAt", count, value, chargers)
    SELECT stage, type, "deploymentQuarter", span, "startsAt", sum(count), sum(value), sum(chargers)
    FROM d GROUP BY 1, 2, 3, 4, 5 HAVING sum(count) <> 0
    RETURNING 1
  )
  SELECT count(*) FROM d;
$$;

-- The projects already there.
INSERT INTO project_activity (stage, type, "deploymentQuarter", span, "startsAt", count, value, chargers)
SELECT p.stage, p.type, p."deploymentQuarter", s.span, date_trunc(s.span, p."lastActivityAt", 'UTC'),
       count(*), sum(p."projectCost"), sum(p."numberOfChargers")
FROM projects p CROSS JOIN (VALUES ('day'), ('hour')) AS s(span)
GROUP BY GROUPING SETS ((1, 2, 3, 4, 5), (1, 4, 5));
