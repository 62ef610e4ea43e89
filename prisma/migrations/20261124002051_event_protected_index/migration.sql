-- Protected events (about 1 % of a calendar) in list order: a count that leaves out the ones a request does not unlock
-- subtracts these few rows instead of reading the password of every event in the window (src/repositories/event-list-sql.ts).
-- CreateIndex
CREATE INDEX "Event_protected_idx" ON "Event"("language", "hideFromListings", "status", "startLocal", "id", "endLocal", "featured", "venueId", "authorId", "password") WHERE "password" <> '';
