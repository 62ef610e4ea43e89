-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "detached" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "occurrenceStart" TIMESTAMP(3),
ADD COLUMN     "recurrence" TEXT,
ADD COLUMN     "seriesId" INTEGER,
ADD COLUMN     "seriesThrough" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Event_series_idx" ON "Event"("seriesId", "language", "hideFromListings", "status", "startLocal", "id", "endLocal") WHERE ("seriesId" IS NOT NULL);

-- CreateIndex
CREATE INDEX "Event_series_through_idx" ON "Event"("seriesThrough") WHERE ("seriesThrough" IS NOT NULL);
