-- Dashboard totals kept exact in the same transaction as every write to projects (DESIGN: issue 14).
-- Each row is a signed delta for one group (stage, type, quarter, sharing, held or not): statement-level
-- triggers append one row per group a statement touched, from its transition tables, so a 1,000-row
-- import batch adds a handful of rows and concurrent writers never wait on each other (no row is updated
-- in place). A reader sums the rows of a group; compact_project_totals() folds them into one row per group
-- (delete + insert in one statement: readers see the old rows or the folded ones, never both or neither).
CREATE TABLE "project_totals" (
    "stage" "ProjectStage" NOT NULL,
    "type" "ProjectType" NOT NULL,
    "deploymentQuarter" VARCHAR(8) NOT NULL,
    "sharedWithInvestors" BOOLEAN NOT NULL,
    "held" BOOLEAN NOT NULL,
    "count" BIGINT NOT NULL,
    "value" NUMERIC(20, 2) NOT NULL,
    "chargers" BIGINT NOT NULL
);

CREATE FUNCTION project_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_totals
  SELECT stage, type, "deploymentQuarter", "sharedWithInvestors", "reservedBy" IS NOT NULL,
         count(*), sum("projectCost"), sum("numberOfChargers")
  FROM new_rows GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;

CREATE FUNCTION project_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_totals
  SELECT stage, type, "deploymentQuarter", "sharedWithInvestors", "reservedBy" IS NOT NULL,
         -count(*), -sum("projectCost"), -sum("numberOfChargers")
  FROM old_rows GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;

-- An update that changes none of the grouped or summed columns nets to zero and adds nothing.
CREATE FUNCTION project_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_totals
  SELECT stage, type, q, shared, held, sum(c), sum(v), sum(ch)
  FROM (
    SELECT stage, type, "deploymentQuarter" AS q, "sharedWithInvestors" AS shared, "reservedBy" IS NOT NULL AS held,
           1 AS c, "projectCost" AS v, "numberOfChargers" AS ch FROM new_rows
    UNION ALL
    SELECT stage, type, "deploymentQuarter", "sharedWithInvestors", "reservedBy" IS NOT NULL,
           -1, -"projectCost", -"numberOfChargers" FROM old_rows
  ) d
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(c) <> 0 OR sum(v) <> 0 OR sum(ch) <> 0;
  RETURN NULL;
END $$;

CREATE FUNCTION project_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM project_totals;
  RETURN NULL;
END $$;

CREATE TRIGGER project_totals_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_totals_insert();
CREATE TRIGGER project_totals_update AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_totals_update();
CREATE TRIGGER project_totals_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_totals_delete();
CREATE TRIGGER project_totals_truncate AFTER TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION project_totals_truncate();

-- Folds the deltas into one row per group; returns how many rows there were before.
CREATE FUNCTION compact_project_totals() RETURNS bigint LANGUAGE sql AS $$
  WITH d AS (DELETE FROM project_totals RETURNING *),
  folded AS (
    INSERT INTO project_totals
    SELECT stage, type, "deploymentQuarter", "sharedWithInvestors", held, sum(count), sum(value), sum(chargers)
    FROM d GROUP BY 1, 2, 3, 4, 5 HAVING sum(count) <> 0
    RETURNING 1
  )
  SELECT count(*) FROM d;
$$;

-- The projects already there.
INSERT INTO project_totals
SELECT stage, type, "deploymentQuarter", "sharedWithInvestors", "reservedBy" IS NOT NULL,
       count(*), sum("projectCost"), sum("numberOfChargers")
FROM projects GROUP BY 1, 2, 3, 4, 5;
