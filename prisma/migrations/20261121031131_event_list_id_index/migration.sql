-- CreateIndex
CREATE INDEX "Event_list_id_idx" ON "Event"("id", "language", "hideFromListings", "status", "startLocal", "endLocal", "featured", "venueId");

-- Statistics for the new index.
ANALYZE "Event";
