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

-- AlterTable
ALTER TABLE "DataVersion" ADD COLUMN     "publicVersion" BIGINT NOT NULL DEFAULT 0;
UPDATE "DataVersion" SET "publicVersion" = "version";

-- Statement triggers as before; those that decide read the statement's rows from its transition tables (one trigger
-- per kind of write: a trigger with transition tables has one event).
CREATE FUNCTION "DataVersion_add"("exposed" boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + CASE WHEN "exposed" THEN 1 ELSE 0 END WHERE "id" = 1;
END $$;
CREATE FUNCTION "DataVersion_bump_public"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(true);
  RETURN NULL;
END $$;

DROP TRIGGER "User_data_version" ON "User";
CREATE TRIGGER "User_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "User" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_public"();
DROP TRIGGER "Media_data_version" ON "Media";
CREATE TRIGGER "Media_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Media" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_public"();

-- The term-count triggers (migration init) run their UPDATE for every link written, also when it counts nothing
-- (a draft's link): a statement that updated no term moves only `version`.
DROP TRIGGER "Term_data_version" ON "Term";
CREATE FUNCTION "DataVersion_bump_Term_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM new_rows));
  RETURN NULL;
END $$;
CREATE TRIGGER "Term_data_version_update" AFTER UPDATE ON "Term" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_Term_update"();
CREATE TRIGGER "Term_data_version" AFTER INSERT OR DELETE OR TRUNCATE ON "Term" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_public"();

-- ApiToken keeps its trigger of migration data_version (`version` only). A new PostKey too; the others move both.
DROP TRIGGER "PostKey_data_version" ON "PostKey";
CREATE TRIGGER "PostKey_data_version_insert" AFTER INSERT ON "PostKey" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump"();
CREATE TRIGGER "PostKey_data_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "PostKey" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_public"();

DROP TRIGGER "Event_data_version" ON "Event";
CREATE FUNCTION "DataVersion_bump_Event_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM new_rows AS r WHERE r."status" IN ('publish', 'future', 'private') OR r."seriesId" IS NOT NULL));
  RETURN NULL;
END $$;
CREATE FUNCTION "DataVersion_bump_Event_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM old_rows AS r WHERE r."status" IN ('publish', 'future', 'private') OR r."seriesId" IS NOT NULL) OR EXISTS (SELECT 1 FROM new_rows AS r WHERE r."status" IN ('publish', 'future', 'private') OR r."seriesId" IS NOT NULL));
  RETURN NULL;
END $$;
CREATE TRIGGER "Event_data_version_insert" AFTER INSERT ON "Event" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_Event_insert"();
CREATE TRIGGER "Event_data_version_update" AFTER UPDATE ON "Event" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_Event_update"();
CREATE TRIGGER "Event_data_version" AFTER DELETE OR TRUNCATE ON "Event" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_public"();

DROP TRIGGER "Venue_data_version" ON "Venue";
CREATE FUNCTION "DataVersion_bump_Venue_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM new_rows AS r WHERE r."status" IN ('publish', 'future', 'private')));
  RETURN NULL;
END $$;
CREATE FUNCTION "DataVersion_bump_Venue_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM old_rows AS r WHERE r."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM new_rows AS r WHERE r."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM old_rows AS r JOIN "Event" AS e ON e."venueId" = r."id" WHERE e."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM new_rows AS r JOIN "Event" AS e ON e."venueId" = r."id" WHERE e."status" IN ('publish', 'future', 'private')));
  RETURN NULL;
END $$;
CREATE TRIGGER "Venue_data_version_insert" AFTER INSERT ON "Venue" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_Venue_insert"();
CREATE TRIGGER "Venue_data_version_update" AFTER UPDATE ON "Venue" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_Venue_update"();
CREATE TRIGGER "Venue_data_version" AFTER DELETE OR TRUNCATE ON "Venue" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_public"();

DROP TRIGGER "Organizer_data_version" ON "Organizer";
CREATE FUNCTION "DataVersion_bump_Organizer_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM new_rows AS r WHERE r."status" IN ('publish', 'future', 'private')));
  RETURN NULL;
END $$;
CREATE FUNCTION "DataVersion_bump_Organizer_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM old_rows AS r WHERE r."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM new_rows AS r WHERE r."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM old_rows AS r JOIN "EventOrganizer" AS l ON l."organizerId" = r."id" JOIN "Event" AS e ON e."id" = l."eventId" WHERE e."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM new_rows AS r JOIN "EventOrganizer" AS l ON l."organizerId" = r."id" JOIN "Event" AS e ON e."id" = l."eventId" WHERE e."status" IN ('publish', 'future', 'private')));
  RETURN NULL;
END $$;
CREATE TRIGGER "Organizer_data_version_insert" AFTER INSERT ON "Organizer" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_Organizer_insert"();
CREATE TRIGGER "Organizer_data_version_update" AFTER UPDATE ON "Organizer" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_Organizer_update"();
CREATE TRIGGER "Organizer_data_version" AFTER DELETE OR TRUNCATE ON "Organizer" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_public"();

DROP TRIGGER "EventOrganizer_data_version" ON "EventOrganizer";
CREATE FUNCTION "DataVersion_bump_EventOrganizer_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM new_rows AS r JOIN "Event" AS e ON e."id" = r."eventId" WHERE e."status" IN ('publish', 'future', 'private')));
  RETURN NULL;
END $$;
CREATE FUNCTION "DataVersion_bump_EventOrganizer_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM old_rows AS r JOIN "Event" AS e ON e."id" = r."eventId" WHERE e."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM new_rows AS r JOIN "Event" AS e ON e."id" = r."eventId" WHERE e."status" IN ('publish', 'future', 'private')));
  RETURN NULL;
END $$;
CREATE TRIGGER "EventOrganizer_data_version_insert" AFTER INSERT ON "EventOrganizer" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_EventOrganizer_insert"();
CREATE TRIGGER "EventOrganizer_data_version_update" AFTER UPDATE ON "EventOrganizer" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_EventOrganizer_update"();
CREATE FUNCTION "DataVersion_bump_EventOrganizer_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM old_rows AS r JOIN "Event" AS e ON e."id" = r."eventId" WHERE e."status" IN ('publish', 'future', 'private')));
  RETURN NULL;
END $$;
CREATE TRIGGER "EventOrganizer_data_version_delete" AFTER DELETE ON "EventOrganizer" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_EventOrganizer_delete"();
CREATE TRIGGER "EventOrganizer_data_version" AFTER TRUNCATE ON "EventOrganizer" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_public"();

DROP TRIGGER "EventTerm_data_version" ON "EventTerm";
CREATE FUNCTION "DataVersion_bump_EventTerm_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM new_rows AS r JOIN "Event" AS e ON e."id" = r."eventId" WHERE e."status" IN ('publish', 'future', 'private')));
  RETURN NULL;
END $$;
CREATE FUNCTION "DataVersion_bump_EventTerm_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM old_rows AS r JOIN "Event" AS e ON e."id" = r."eventId" WHERE e."status" IN ('publish', 'future', 'private')) OR EXISTS (SELECT 1 FROM new_rows AS r JOIN "Event" AS e ON e."id" = r."eventId" WHERE e."status" IN ('publish', 'future', 'private')));
  RETURN NULL;
END $$;
CREATE TRIGGER "EventTerm_data_version_insert" AFTER INSERT ON "EventTerm" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_EventTerm_insert"();
CREATE TRIGGER "EventTerm_data_version_update" AFTER UPDATE ON "EventTerm" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_EventTerm_update"();
CREATE FUNCTION "DataVersion_bump_EventTerm_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "DataVersion_add"(EXISTS (SELECT 1 FROM old_rows AS r JOIN "Event" AS e ON e."id" = r."eventId" WHERE e."status" IN ('publish', 'future', 'private')));
  RETURN NULL;
END $$;
CREATE TRIGGER "EventTerm_data_version_delete" AFTER DELETE ON "EventTerm" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_EventTerm_delete"();
CREATE TRIGGER "EventTerm_data_version" AFTER TRUNCATE ON "EventTerm" FOR EACH STATEMENT EXECUTE FUNCTION "DataVersion_bump_public"();
