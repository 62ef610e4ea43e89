-- CreateIndex
CREATE INDEX "Event_search_stale_idx" ON "Event"("id") WHERE ("searchText" = '');

-- Hand-written: an edit of an event's text that does not also write its search text (Prisma Studio, any SQL UPDATE)
-- marks the search text stale (''), so that the old words stop matching at once. The service cannot be replaced
-- by SQL here (its case folding is Unicode's, src/lib/text.ts); it recomputes stale rows before the next text
-- search, finding them through the partial index above (src/services/events.ts refreshSearchText). The service's
-- own writes set "searchText" together with the text, which this trigger leaves alone.
CREATE FUNCTION "Event_search_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchText" := '';
  RETURN NEW;
END $$;

CREATE TRIGGER "Event_search_stale" BEFORE UPDATE OF "title", "excerpt", "description" ON "Event" FOR EACH ROW
  WHEN (NEW."searchText" = OLD."searchText"
    AND (NEW."title" IS DISTINCT FROM OLD."title" OR NEW."excerpt" IS DISTINCT FROM OLD."excerpt" OR NEW."description" IS DISTINCT FROM OLD."description"))
  EXECUTE FUNCTION "Event_search_stale"();
