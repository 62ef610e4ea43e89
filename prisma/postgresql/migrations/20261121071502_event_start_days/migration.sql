-- CreateTable
CREATE TABLE "EventStartDay" (
    "language" TEXT NOT NULL,
    "hideFromListings" BOOLEAN NOT NULL,
    "status" TEXT NOT NULL,
    "featured" BOOLEAN NOT NULL,
    "day" TEXT NOT NULL,
    "events" INTEGER NOT NULL,

    CONSTRAINT "EventStartDay_pkey" PRIMARY KEY ("language","hideFromListings","status","featured","day")
);

-- Kept by a row trigger on Event, in the writing transaction; `day` is the local day of `startLocal` (a naive
-- timestamp holding the local wall clock). On updates it runs only when a column of the key changes.
CREATE FUNCTION "EventStartDay_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "EventStartDay";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "EventStartDay" SET "events" = "events" - 1
    WHERE "language" = OLD."language" AND "hideFromListings" = OLD."hideFromListings" AND "status" = OLD."status"
      AND "featured" = OLD."featured" AND "day" = to_char(OLD."startLocal", 'YYYY-MM-DD');
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "EventStartDay" ("language", "hideFromListings", "status", "featured", "day", "events")
    VALUES (NEW."language", NEW."hideFromListings", NEW."status", NEW."featured", to_char(NEW."startLocal", 'YYYY-MM-DD'), 1)
    ON CONFLICT ("language", "hideFromListings", "status", "featured", "day") DO UPDATE SET "events" = "EventStartDay"."events" + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Event_start_day" AFTER INSERT OR DELETE OR UPDATE OF "language", "hideFromListings", "status", "featured", "startLocal"
  ON "Event" FOR EACH ROW EXECUTE FUNCTION "EventStartDay_count"();
CREATE TRIGGER "Event_start_day_truncate" AFTER TRUNCATE ON "Event" FOR EACH STATEMENT EXECUTE FUNCTION "EventStartDay_count"();

-- The events already stored.
INSERT INTO "EventStartDay" ("language", "hideFromListings", "status", "featured", "day", "events")
SELECT "language", "hideFromListings", "status", "featured", to_char("startLocal", 'YYYY-MM-DD'), count(*)
FROM "Event" GROUP BY 1, 2, 3, 4, 5;
