-- Month rows in EventStartDay: `day` = 'M' + YYYY-MM holds the events of the key that start in that local month. A
-- count over a long window (the default list: two years) sums a row per month and day rows only for its partial
-- first and last months: about 110 rows instead of 1,460. 'M' sorts after every digit, so a range of days
-- ('2026-11-22' … '2028-11-23') never takes in a month row (src/repositories/event-list-sql.ts).
CREATE TRIGGER "Event_start_month_insert" AFTER INSERT ON "Event" BEGIN
  INSERT INTO "EventStartDay" ("language", "hideFromListings", "status", "featured", "day", "events")
  VALUES (NEW."language", NEW."hideFromListings", NEW."status", NEW."featured", 'M' || substr(NEW."startLocal", 1, 7), 1)
  ON CONFLICT ("language", "hideFromListings", "status", "featured", "day") DO UPDATE SET "events" = "events" + 1;
END;
CREATE TRIGGER "Event_start_month_delete" AFTER DELETE ON "Event" BEGIN
  UPDATE "EventStartDay" SET "events" = "events" - 1
  WHERE "language" = OLD."language" AND "hideFromListings" = OLD."hideFromListings" AND "status" = OLD."status"
    AND "featured" = OLD."featured" AND "day" = 'M' || substr(OLD."startLocal", 1, 7);
END;
CREATE TRIGGER "Event_start_month_update" AFTER UPDATE OF "language", "hideFromListings", "status", "featured", "startLocal" ON "Event" BEGIN
  UPDATE "EventStartDay" SET "events" = "events" - 1
  WHERE "language" = OLD."language" AND "hideFromListings" = OLD."hideFromListings" AND "status" = OLD."status"
    AND "featured" = OLD."featured" AND "day" = 'M' || substr(OLD."startLocal", 1, 7);
  INSERT INTO "EventStartDay" ("language", "hideFromListings", "status", "featured", "day", "events")
  VALUES (NEW."language", NEW."hideFromListings", NEW."status", NEW."featured", 'M' || substr(NEW."startLocal", 1, 7), 1)
  ON CONFLICT ("language", "hideFromListings", "status", "featured", "day") DO UPDATE SET "events" = "events" + 1;
END;

-- The events already stored.
INSERT INTO "EventStartDay" ("language", "hideFromListings", "status", "featured", "day", "events")
SELECT "language", "hideFromListings", "status", "featured", 'M' || substr("startLocal", 1, 7), count(*)
FROM "Event" GROUP BY "language", "hideFromListings", "status", "featured", 'M' || substr("startLocal", 1, 7);
