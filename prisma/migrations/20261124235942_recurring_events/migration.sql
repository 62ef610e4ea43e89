-- Recurring events (SPEC §9.3): columns added in place. A redefinition of the table (what the differ proposes) would
-- drop the triggers of the earlier migrations (search index, per-day counts, change log, data version).
ALTER TABLE "Event" ADD COLUMN "seriesId" INTEGER;
ALTER TABLE "Event" ADD COLUMN "recurrence" TEXT;
ALTER TABLE "Event" ADD COLUMN "detached" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Event" ADD COLUMN "occurrenceStart" DATETIME;
ALTER TABLE "Event" ADD COLUMN "seriesThrough" DATETIME;

CREATE INDEX "Event_series_idx" ON "Event"("seriesId", "language", "hideFromListings", "status", "startLocal", "id", "endLocal") WHERE "seriesId" IS NOT NULL;
CREATE INDEX "Event_series_through_idx" ON "Event"("seriesThrough") WHERE "seriesThrough" IS NOT NULL;
