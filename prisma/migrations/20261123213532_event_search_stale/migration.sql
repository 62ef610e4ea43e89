-- CreateIndex
CREATE INDEX "Event_search_stale_idx" ON "Event"("id") WHERE "searchText" = '';

-- Hand-written: an edit of an event's text that does not also write its search text (Prisma Studio, any SQL UPDATE)
-- marks the search text stale (''), so that the old words stop matching at once. The service cannot be replaced
-- by SQL here (its case folding is Unicode's, src/lib/text.ts); it recomputes stale rows before the next text
-- search, finding them through the partial index above (src/services/events.ts refreshSearchText). The service's
-- own writes set "searchText" together with the text, which this trigger leaves alone. Nested UPDATE: SQLite cannot
-- assign NEW in a BEFORE trigger. It changes only "searchText", so it does not fire this trigger again, and
-- "Event_search_update" takes the old words out of the trigram index.
CREATE TRIGGER "Event_search_stale" AFTER UPDATE OF "title", "excerpt", "description" ON "Event"
WHEN NEW."searchText" = OLD."searchText" AND NEW."searchText" <> ''
  AND (NEW."title" IS NOT OLD."title" OR NEW."excerpt" IS NOT OLD."excerpt" OR NEW."description" IS NOT OLD."description")
BEGIN
  UPDATE "Event" SET "searchText" = '' WHERE "id" = NEW."id";
END;
