-- DropIndex
DROP INDEX "Event_venueId_idx";

-- CreateIndex
CREATE INDEX "Event_list_status_idx" ON "Event"("language", "hideFromListings", "status", "startLocal", "id", "endLocal", "featured", "venueId");

-- CreateIndex
CREATE INDEX "Event_list_end_idx" ON "Event"("language", "hideFromListings", "status", "endLocal", "startLocal", "id", "featured", "venueId");

-- CreateIndex
CREATE INDEX "Event_list_venue_idx" ON "Event"("venueId", "language", "hideFromListings", "status", "startLocal", "id", "endLocal", "featured");

-- RedefineIndex
DROP INDEX "Event_language_hideFromListings_startLocal_id_status_endLocal_featured_venueId_idx";
CREATE INDEX "Event_list_idx" ON "Event"("language", "hideFromListings", "startLocal", "id", "status", "endLocal", "featured", "venueId");

-- Statistics for the new indexes (the planner weighs them for the queries the service does not steer).
ANALYZE "Event";
