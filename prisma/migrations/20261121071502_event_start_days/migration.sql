-- CreateTable
CREATE TABLE "EventStartDay" (
    "language" TEXT NOT NULL,
    "hideFromListings" BOOLEAN NOT NULL,
    "status" TEXT NOT NULL,
    "featured" BOOLEAN NOT NULL,
    "day" TEXT NOT NULL,
    "events" INTEGER NOT NULL,

    PRIMARY KEY ("language", "hideFromListings", "status", "featured", "day")
);

-- Kept by Event's triggers, in the writing transaction. `startLocal` is stored as ISO 8601 text
-- (YYYY-MM-DDTHH:MM:SS.sss+00:00, the naive local wall clock): its first ten characters are the local day.
-- The UPDATE trigger fires only when a column of the key changes.
CREATE TRIGGER "Event_start_day_insert" AFTER INSERT ON "Event" BEGIN
  INSERT INTO "EventStartDay" ("language", "hideFromListings", "status", "featured", "day", "events")
  VALUES (NEW."language", NEW."hideFromListings", NEW."status", NEW."featured", substr(NEW."startLocal", 1, 10), 1)
  ON CONFLICT ("language", "hideFromListings", "status", "featured", "day") DO UPDATE SET "events" = "events" + 1;
END;
CREATE TRIGGER "Event_start_day_delete" AFTER DELETE ON "Event" BEGIN
  UPDATE "EventStartDay" SET "events" = "events" - 1
  WHERE "language" = OLD."language" AND "hideFromListings" = OLD."hideFromListings" AND "status" = OLD."status"
    AND "featured" = OLD."featured" AND "day" = substr(OLD."startLocal", 1, 10);
END;
CREATE TRIGGER "Event_start_day_update" AFTER UPDATE OF "language", "hideFromListings", "status", "featured", "startLocal" ON "Event" BEGIN
  UPDATE "EventStartDay" SET "events" = "events" - 1
  WHERE "language" = OLD."language" AND "hideFromListings" = OLD."hideFromListings" AND "status" = OLD."status"
    AND "featured" = OLD."featured" AND "day" = substr(OLD."startLocal", 1, 10);
  INSERT INTO "EventStartDay" ("language", "hideFromListings", "status", "featured", "day", "events")
  VALUES (NEW."language", NEW."hideFromListings", NEW."status", NEW."featured", substr(NEW."startLocal", 1, 10), 1)
  ON CONFLICT ("language", "hideFromListings", "status", "featured", "day") DO UPDATE SET "events" = "events" + 1;
END;

-- The events already stored.
INSERT INTO "EventStartDay" ("language", "hideFromListings", "status", "featured", "day", "events")
SELECT "language", "hideFromListings", "status", "featured", substr("startLocal", 1, 10), count(*)
FROM "Event" GROUP BY "language", "hideFromListings", "status", "featured", substr("startLocal", 1, 10);
