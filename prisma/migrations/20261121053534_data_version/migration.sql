-- CreateTable
CREATE TABLE "DataVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0
);

-- The one row, and a trigger per table and statement kind: SQLite has only row triggers, so a statement that
-- writes n rows adds n. Any change will do: the response cache only compares versions for equality.
INSERT INTO "DataVersion" ("id", "version") VALUES (1, 0);
CREATE TRIGGER "User_data_version_insert" AFTER INSERT ON "User" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "User_data_version_update" AFTER UPDATE ON "User" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "User_data_version_delete" AFTER DELETE ON "User" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ApiToken_data_version_insert" AFTER INSERT ON "ApiToken" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ApiToken_data_version_update" AFTER UPDATE ON "ApiToken" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "ApiToken_data_version_delete" AFTER DELETE ON "ApiToken" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "PostKey_data_version_insert" AFTER INSERT ON "PostKey" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "PostKey_data_version_update" AFTER UPDATE ON "PostKey" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "PostKey_data_version_delete" AFTER DELETE ON "PostKey" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Media_data_version_insert" AFTER INSERT ON "Media" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Media_data_version_update" AFTER UPDATE ON "Media" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Media_data_version_delete" AFTER DELETE ON "Media" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Event_data_version_insert" AFTER INSERT ON "Event" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Event_data_version_update" AFTER UPDATE ON "Event" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Event_data_version_delete" AFTER DELETE ON "Event" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Venue_data_version_insert" AFTER INSERT ON "Venue" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Venue_data_version_update" AFTER UPDATE ON "Venue" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Venue_data_version_delete" AFTER DELETE ON "Venue" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Organizer_data_version_insert" AFTER INSERT ON "Organizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Organizer_data_version_update" AFTER UPDATE ON "Organizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Organizer_data_version_delete" AFTER DELETE ON "Organizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "EventOrganizer_data_version_insert" AFTER INSERT ON "EventOrganizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "EventOrganizer_data_version_update" AFTER UPDATE ON "EventOrganizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "EventOrganizer_data_version_delete" AFTER DELETE ON "EventOrganizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Term_data_version_insert" AFTER INSERT ON "Term" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Term_data_version_update" AFTER UPDATE ON "Term" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "Term_data_version_delete" AFTER DELETE ON "Term" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "EventTerm_data_version_insert" AFTER INSERT ON "EventTerm" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "EventTerm_data_version_update" AFTER UPDATE ON "EventTerm" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
CREATE TRIGGER "EventTerm_data_version_delete" AFTER DELETE ON "EventTerm" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1 WHERE "id" = 1; END;
