-- Month rows in EventStartDay: `day` = 'M' + YYYY-MM holds the events of the key that start in that local month. A
-- count over a long window (the default list: two years) sums a row per month and day rows only for its partial
-- first and last months: about 110 rows instead of 1,460. 'M' sorts after every digit, so a range of days
-- ('2026-11-22' … '2028-11-23') never takes in a month row (src/repositories/event-list-sql.ts). The trigger of
-- migration event_start_days keeps both kinds of rows now.
CREATE OR REPLACE FUNCTION "EventStartDay_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "EventStartDay";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "EventStartDay" SET "events" = "events" - 1
    WHERE "language" = OLD."language" AND "hideFromListings" = OLD."hideFromListings" AND "status" = OLD."status"
      AND "featured" = OLD."featured" AND "day" IN (to_char(OLD."startLocal", 'YYYY-MM-DD'), 'M' || to_char(OLD."startLocal", 'YYYY-MM'));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "EventStartDay" ("language", "hideFromListings", "status", "featured", "day", "events")
    VALUES (NEW."language", NEW."hideFromListings", NEW."status", NEW."featured", to_char(NEW."startLocal", 'YYYY-MM-DD'), 1),
      (NEW."language", NEW."hideFromListings", NEW."status", NEW."featured", 'M' || to_char(NEW."startLocal", 'YYYY-MM'), 1)
    ON CONFLICT ("language", "hideFromListings", "status", "featured", "day") DO UPDATE SET "events" = "EventStartDay"."events" + 1;
  END IF;
  RETURN NULL;
END $$;

-- The events already stored.
INSERT INTO "EventStartDay" ("language", "hideFromListings", "status", "featured", "day", "events")
SELECT "language", "hideFromListings", "status", "featured", 'M' || to_char("startLocal", 'YYYY-MM'), count(*)
FROM "Event" GROUP BY 1, 2, 3, 4, 5;
