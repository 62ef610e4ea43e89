-- CreateTable
CREATE TABLE "DataVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "DataVersion_pkey" PRIMARY KEY ("id")
);

-- The one row, and one statement trigger per table. The UPDATE takes the row's lock until the writing transaction
-- ends, so concurrent writers queue on it and the version readers see moves with the data it stands for.
INSERT INTO "DataVersion" ("id", "version") VALUES (1, 0);

CREATE FUNCTION "DataVersion_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;

CREATE TRIGGER "User_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "User" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump"();
CREATE TRIGGER "ApiToken_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ApiToken" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump"();
CREATE TRIGGER "PostKey_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PostKey" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump"();
CREATE TRIGGER "Media_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Media" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump"();
CREATE TRIGGER "Event_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Event" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump"();
CREATE TRIGGER "Venue_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Venue" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump"();
CREATE TRIGGER "Organizer_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Organizer" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump"();
CREATE TRIGGER "EventOrganizer_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "EventOrganizer" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump"();
CREATE TRIGGER "Term_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Term" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump"();
CREATE TRIGGER "EventTerm_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "EventTerm" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump"();
