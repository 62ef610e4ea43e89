-- `publicVersion`: the writes an anonymous answer can depend on (issue 22). The response cache keys anonymous answers
-- on it, so that an editor saving a draft no longer empties it; `version` still moves on every write (the next
-- scheduled publication, src/services/freshness.ts, is looked up again on any write). Both move in the same trigger
-- statement, in the writing transaction. When unsure, a write moves both. What an anonymous caller reads (SPEC §2.5):
-- records of status publish (a protected one blanked), and through them embedded venues, organizers, terms, images
-- and translation maps of published records; besides, `has_events` of venues/organizers counts events of status
-- publish, future or private, the iCalendar feed writes unreadable occurrences of a series as EXDATEs (any status),
-- geolocation reads the coordinates of venues of any status, and `venue=`, `organizer=`, `post_parent=`, `event=`
-- answer 200 for an id of any status but 400 once it is gone. Hence a write moves only `version` when it is:
-- - an insert or update of an event whose status is draft, pending or trash before and after, outside any series;
-- - an insert or update of a venue/organizer of such a status that no event of status publish, future or private
--   links (an unreadable venue/organizer is left out of the events that link it, SPEC §2.5);
-- - a link (EventTerm, EventOrganizer) of such an event: term counts (Term.eventCount) count published events only,
--   and the triggers that keep them write Term, which moves both;
-- - the insert of a PostKey (a new id: the answers naming it were errors, which the cache never stores);
-- - any write of ApiToken (never part of an answer).
-- Every delete of an event, venue, organizer or PostKey moves both (the id turns unknown: 200 → 400), and so does
-- every write of User, Media and Term, and any TRUNCATE. Tables without a version trigger keep having none.

-- AlterTable (by hand: a redefinition of the table is not needed to add a column)
ALTER TABLE "DataVersion" ADD COLUMN "publicVersion" BIGINT NOT NULL DEFAULT 0;
UPDATE "DataVersion" SET "publicVersion" = "version";

DROP TRIGGER "User_data_version_insert";
CREATE TRIGGER "User_data_version_insert" AFTER INSERT ON "User" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "User_data_version_update";
CREATE TRIGGER "User_data_version_update" AFTER UPDATE ON "User" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "User_data_version_delete";
CREATE TRIGGER "User_data_version_delete" AFTER DELETE ON "User" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "PostKey_data_version_update";
CREATE TRIGGER "PostKey_data_version_update" AFTER UPDATE ON "PostKey" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "PostKey_data_version_delete";
CREATE TRIGGER "PostKey_data_version_delete" AFTER DELETE ON "PostKey" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "Media_data_version_insert";
CREATE TRIGGER "Media_data_version_insert" AFTER INSERT ON "Media" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "Media_data_version_update";
CREATE TRIGGER "Media_data_version_update" AFTER UPDATE ON "Media" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "Media_data_version_delete";
CREATE TRIGGER "Media_data_version_delete" AFTER DELETE ON "Media" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "Event_data_version_insert";
CREATE TRIGGER "Event_data_version_insert" AFTER INSERT ON "Event" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN NEW."status" IN ('publish', 'future', 'private') OR NEW."seriesId" IS NOT NULL THEN 1 ELSE 0 END) WHERE "id" = 1; END;
DROP TRIGGER "Event_data_version_update";
CREATE TRIGGER "Event_data_version_update" AFTER UPDATE ON "Event" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN OLD."status" IN ('publish', 'future', 'private') OR OLD."seriesId" IS NOT NULL OR NEW."status" IN ('publish', 'future', 'private') OR NEW."seriesId" IS NOT NULL THEN 1 ELSE 0 END) WHERE "id" = 1; END;
DROP TRIGGER "Event_data_version_delete";
CREATE TRIGGER "Event_data_version_delete" AFTER DELETE ON "Event" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "Venue_data_version_insert";
CREATE TRIGGER "Venue_data_version_insert" AFTER INSERT ON "Venue" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN NEW."status" IN ('publish', 'future', 'private') THEN 1 ELSE 0 END) WHERE "id" = 1; END;
DROP TRIGGER "Venue_data_version_update";
CREATE TRIGGER "Venue_data_version_update" AFTER UPDATE ON "Venue" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN OLD."status" IN ('publish', 'future', 'private') OR NEW."status" IN ('publish', 'future', 'private') OR EXISTS (SELECT 1 FROM "Event" AS e WHERE e."venueId" = OLD."id" AND e."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM "Event" AS e WHERE e."venueId" = NEW."id" AND e."status" IN ('publish', 'future', 'private')) THEN 1 ELSE 0 END) WHERE "id" = 1; END;
DROP TRIGGER "Venue_data_version_delete";
CREATE TRIGGER "Venue_data_version_delete" AFTER DELETE ON "Venue" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "Organizer_data_version_insert";
CREATE TRIGGER "Organizer_data_version_insert" AFTER INSERT ON "Organizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN NEW."status" IN ('publish', 'future', 'private') THEN 1 ELSE 0 END) WHERE "id" = 1; END;
DROP TRIGGER "Organizer_data_version_update";
CREATE TRIGGER "Organizer_data_version_update" AFTER UPDATE ON "Organizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN OLD."status" IN ('publish', 'future', 'private') OR NEW."status" IN ('publish', 'future', 'private') OR EXISTS (SELECT 1 FROM "EventOrganizer" AS l JOIN "Event" AS e ON e."id" = l."eventId" WHERE l."organizerId" = OLD."id" AND e."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM "EventOrganizer" AS l JOIN "Event" AS e ON e."id" = l."eventId" WHERE l."organizerId" = NEW."id" AND e."status" IN ('publish', 'future', 'private')) THEN 1 ELSE 0 END) WHERE "id" = 1; END;
DROP TRIGGER "Organizer_data_version_delete";
CREATE TRIGGER "Organizer_data_version_delete" AFTER DELETE ON "Organizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "EventOrganizer_data_version_insert";
CREATE TRIGGER "EventOrganizer_data_version_insert" AFTER INSERT ON "EventOrganizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN EXISTS (SELECT 1 FROM "Event" AS e WHERE e."id" = NEW."eventId" AND e."status" IN ('publish', 'future', 'private')) THEN 1 ELSE 0 END) WHERE "id" = 1; END;
DROP TRIGGER "EventOrganizer_data_version_update";
CREATE TRIGGER "EventOrganizer_data_version_update" AFTER UPDATE ON "EventOrganizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN EXISTS (SELECT 1 FROM "Event" AS e WHERE e."id" = OLD."eventId" AND e."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM "Event" AS e WHERE e."id" = NEW."eventId" AND e."status" IN ('publish', 'future', 'private')) THEN 1 ELSE 0 END) WHERE "id" = 1; END;
DROP TRIGGER "EventOrganizer_data_version_delete";
CREATE TRIGGER "EventOrganizer_data_version_delete" AFTER DELETE ON "EventOrganizer" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN EXISTS (SELECT 1 FROM "Event" AS e WHERE e."id" = OLD."eventId" AND e."status" IN ('publish', 'future', 'private')) THEN 1 ELSE 0 END) WHERE "id" = 1; END;
DROP TRIGGER "Term_data_version_insert";
CREATE TRIGGER "Term_data_version_insert" AFTER INSERT ON "Term" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "Term_data_version_update";
CREATE TRIGGER "Term_data_version_update" AFTER UPDATE ON "Term" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "Term_data_version_delete";
CREATE TRIGGER "Term_data_version_delete" AFTER DELETE ON "Term" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1; END;
DROP TRIGGER "EventTerm_data_version_insert";
CREATE TRIGGER "EventTerm_data_version_insert" AFTER INSERT ON "EventTerm" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN EXISTS (SELECT 1 FROM "Event" AS e WHERE e."id" = NEW."eventId" AND e."status" IN ('publish', 'future', 'private')) THEN 1 ELSE 0 END) WHERE "id" = 1; END;
DROP TRIGGER "EventTerm_data_version_update";
CREATE TRIGGER "EventTerm_data_version_update" AFTER UPDATE ON "EventTerm" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN EXISTS (SELECT 1 FROM "Event" AS e WHERE e."id" = OLD."eventId" AND e."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM "Event" AS e WHERE e."id" = NEW."eventId" AND e."status" IN ('publish', 'future', 'private')) THEN 1 ELSE 0 END) WHERE "id" = 1; END;
DROP TRIGGER "EventTerm_data_version_delete";
CREATE TRIGGER "EventTerm_data_version_delete" AFTER DELETE ON "EventTerm" BEGIN UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + (CASE WHEN EXISTS (SELECT 1 FROM "Event" AS e WHERE e."id" = OLD."eventId" AND e."status" IN ('publish', 'future', 'private')) THEN 1 ELSE 0 END) WHERE "id" = 1; END;
