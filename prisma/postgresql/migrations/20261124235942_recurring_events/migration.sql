-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "detached" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "occurrenceStart" TIMESTAMP(3),
ADD COLUMN     "recurrence" TEXT,
ADD COLUMN     "seriesId" INTEGER,
ADD COLUMN     "seriesThrough" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Event_seriesId_startLocal_id_idx" ON "Event"("seriesId", "startLocal", "id");

-- CreateIndex
CREATE INDEX "Event_series_through_idx" ON "Event"("seriesThrough") WHERE ("seriesThrough" IS NOT NULL);
