-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "eventStatus" TEXT NOT NULL DEFAULT 'scheduled',
ADD COLUMN     "eventStatusReason" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Event_event_status_idx" ON "Event"("eventStatus", "id") WHERE ("eventStatus" <> 'scheduled');

-- Hand-written: the change log (migration change_log) logs an update that changes a column of the record; the status
-- and its reason are such columns, written through the API or directly in the database (SPEC §9.4).
DROP TRIGGER "Event_change_update" ON "Event";
CREATE TRIGGER "Event_change_update" AFTER UPDATE ON "Event" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."title" IS DISTINCT FROM NEW."title" OR OLD."slug" IS DISTINCT FROM NEW."slug" OR OLD."description" IS DISTINCT FROM NEW."description" OR OLD."excerpt" IS DISTINCT FROM NEW."excerpt" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."authorId" IS DISTINCT FROM NEW."authorId" OR OLD."publishedAt" IS DISTINCT FROM NEW."publishedAt" OR OLD."modifiedAt" IS DISTINCT FROM NEW."modifiedAt" OR OLD."password" IS DISTINCT FROM NEW."password" OR OLD."language" IS DISTINCT FROM NEW."language" OR OLD."translationGroup" IS DISTINCT FROM NEW."translationGroup" OR OLD."imageId" IS DISTINCT FROM NEW."imageId" OR OLD."parentId" IS DISTINCT FROM NEW."parentId" OR OLD."startLocal" IS DISTINCT FROM NEW."startLocal" OR OLD."endLocal" IS DISTINCT FROM NEW."endLocal" OR OLD."startUtc" IS DISTINCT FROM NEW."startUtc" OR OLD."endUtc" IS DISTINCT FROM NEW."endUtc" OR OLD."timezone" IS DISTINCT FROM NEW."timezone" OR OLD."allDay" IS DISTINCT FROM NEW."allDay" OR OLD."cost" IS DISTINCT FROM NEW."cost" OR OLD."website" IS DISTINCT FROM NEW."website" OR OLD."showMap" IS DISTINCT FROM NEW."showMap" OR OLD."showMapLink" IS DISTINCT FROM NEW."showMapLink" OR OLD."hideFromListings" IS DISTINCT FROM NEW."hideFromListings" OR OLD."sticky" IS DISTINCT FROM NEW."sticky" OR OLD."featured" IS DISTINCT FROM NEW."featured" OR OLD."venueId" IS DISTINCT FROM NEW."venueId" OR OLD."eventStatus" IS DISTINCT FROM NEW."eventStatus" OR OLD."eventStatusReason" IS DISTINCT FROM NEW."eventStatusReason") EXECUTE FUNCTION "Event_change"();
