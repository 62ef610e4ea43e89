-- Hand-written (Prisma cannot model it): the trigram full-text index of event search, keyed in list order.
--
-- It replaces "EventSearch" (rowid = event id). A search over a date window had to find every match of the index for
-- the exact total and then seek each one in an id-ordered index to check its language, status, listing and start
-- (~1.3 µs a match: 30k matches of `music`, ~40 ms). Here the rowid of an event's entry is its list key:
--
--   bucket << 60 | day << 40 | id
--
-- where bucket is 1–4 for a published, listed event without a password in en, nl, de or fr (0 for any other event), day the local start
-- day (days since 1900-01-01, the first ten characters of "startLocal") and id the event's id. The public list of a
-- language over a date window is then one rowid range that FTS5 itself restricts, in list order by day: the count
-- reads only the matches of that range, and a page stops after its first days (src/repositories/event-search-sql.ts).
-- An event whose key cannot be written so (a start outside 1900–4770 or not an ISO date, an id of 2^40 or more) has
-- the rowid -id; every search also looks there. The event id of an entry is (rowid & (2^40 - 1)), or -rowid when
-- negative.
--
-- Contentless (content=''): the rowid is no column of "Event", and search reads only rowids. The triggers below move
-- an entry when the key or the search text changes; keep them when a later migration redefines "Event" (a
-- redefinition drops the table's triggers; the search tests fail if they are lost). "Event_search_stale" (migration
-- event_search_stale) still clears the search text of events edited outside the service, which moves their entry.

DROP TRIGGER "Event_search_insert";
DROP TRIGGER "Event_search_delete";
DROP TRIGGER "Event_search_update";
DROP TABLE "EventSearch";

CREATE VIRTUAL TABLE "EventSearchList" USING fts5("searchText", content='', tokenize='trigram case_sensitive 1');
INSERT INTO "EventSearchList"(rowid, "searchText") SELECT (CASE WHEN e."id" BETWEEN 1 AND 1099511627775
    AND e."startLocal" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'
    AND julianday(substr(e."startLocal", 1, 10)) BETWEEN 2415020.5 AND 3463595.5
  THEN ((CASE WHEN e."status" = 'publish' AND e."hideFromListings" = 0 AND e."password" = ''
      THEN CASE e."language" WHEN 'en' THEN 1 WHEN 'nl' THEN 2 WHEN 'de' THEN 3 WHEN 'fr' THEN 4 ELSE 0 END ELSE 0 END) << 60)
    | (CAST(julianday(substr(e."startLocal", 1, 10)) - 2415020.5 AS INTEGER) << 40) | e."id"
  ELSE -e."id" END), e."searchText" FROM "Event" AS e;
-- One segment: an index filled by one statement is left in many, and seeking a rowid range reads every segment's
-- doclists (the first page of `music`: 1.8 ms before, 0.06 ms after; writes add small segments that FTS5 merges).
INSERT INTO "EventSearchList"("EventSearchList") VALUES ('optimize');

CREATE TRIGGER "Event_search_insert" AFTER INSERT ON "Event" BEGIN
  INSERT INTO "EventSearchList"(rowid, "searchText") VALUES ((CASE WHEN NEW."id" BETWEEN 1 AND 1099511627775
    AND NEW."startLocal" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'
    AND julianday(substr(NEW."startLocal", 1, 10)) BETWEEN 2415020.5 AND 3463595.5
  THEN ((CASE WHEN NEW."status" = 'publish' AND NEW."hideFromListings" = 0 AND NEW."password" = ''
      THEN CASE NEW."language" WHEN 'en' THEN 1 WHEN 'nl' THEN 2 WHEN 'de' THEN 3 WHEN 'fr' THEN 4 ELSE 0 END ELSE 0 END) << 60)
    | (CAST(julianday(substr(NEW."startLocal", 1, 10)) - 2415020.5 AS INTEGER) << 40) | NEW."id"
  ELSE -NEW."id" END), NEW."searchText");
END;
CREATE TRIGGER "Event_search_delete" AFTER DELETE ON "Event" BEGIN
  INSERT INTO "EventSearchList"("EventSearchList", rowid, "searchText") VALUES ('delete', (CASE WHEN OLD."id" BETWEEN 1 AND 1099511627775
    AND OLD."startLocal" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'
    AND julianday(substr(OLD."startLocal", 1, 10)) BETWEEN 2415020.5 AND 3463595.5
  THEN ((CASE WHEN OLD."status" = 'publish' AND OLD."hideFromListings" = 0 AND OLD."password" = ''
      THEN CASE OLD."language" WHEN 'en' THEN 1 WHEN 'nl' THEN 2 WHEN 'de' THEN 3 WHEN 'fr' THEN 4 ELSE 0 END ELSE 0 END) << 60)
    | (CAST(julianday(substr(OLD."startLocal", 1, 10)) - 2415020.5 AS INTEGER) << 40) | OLD."id"
  ELSE -OLD."id" END), OLD."searchText");
END;
CREATE TRIGGER "Event_search_update" AFTER UPDATE OF "searchText", "startLocal", "status", "hideFromListings", "password", "language", "id" ON "Event"
WHEN OLD."searchText" IS NOT NEW."searchText" OR (CASE WHEN OLD."id" BETWEEN 1 AND 1099511627775
    AND OLD."startLocal" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'
    AND julianday(substr(OLD."startLocal", 1, 10)) BETWEEN 2415020.5 AND 3463595.5
  THEN ((CASE WHEN OLD."status" = 'publish' AND OLD."hideFromListings" = 0 AND OLD."password" = ''
      THEN CASE OLD."language" WHEN 'en' THEN 1 WHEN 'nl' THEN 2 WHEN 'de' THEN 3 WHEN 'fr' THEN 4 ELSE 0 END ELSE 0 END) << 60)
    | (CAST(julianday(substr(OLD."startLocal", 1, 10)) - 2415020.5 AS INTEGER) << 40) | OLD."id"
  ELSE -OLD."id" END) <> (CASE WHEN NEW."id" BETWEEN 1 AND 1099511627775
    AND NEW."startLocal" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'
    AND julianday(substr(NEW."startLocal", 1, 10)) BETWEEN 2415020.5 AND 3463595.5
  THEN ((CASE WHEN NEW."status" = 'publish' AND NEW."hideFromListings" = 0 AND NEW."password" = ''
      THEN CASE NEW."language" WHEN 'en' THEN 1 WHEN 'nl' THEN 2 WHEN 'de' THEN 3 WHEN 'fr' THEN 4 ELSE 0 END ELSE 0 END) << 60)
    | (CAST(julianday(substr(NEW."startLocal", 1, 10)) - 2415020.5 AS INTEGER) << 40) | NEW."id"
  ELSE -NEW."id" END)
BEGIN
  INSERT INTO "EventSearchList"("EventSearchList", rowid, "searchText") VALUES ('delete', (CASE WHEN OLD."id" BETWEEN 1 AND 1099511627775
    AND OLD."startLocal" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'
    AND julianday(substr(OLD."startLocal", 1, 10)) BETWEEN 2415020.5 AND 3463595.5
  THEN ((CASE WHEN OLD."status" = 'publish' AND OLD."hideFromListings" = 0 AND OLD."password" = ''
      THEN CASE OLD."language" WHEN 'en' THEN 1 WHEN 'nl' THEN 2 WHEN 'de' THEN 3 WHEN 'fr' THEN 4 ELSE 0 END ELSE 0 END) << 60)
    | (CAST(julianday(substr(OLD."startLocal", 1, 10)) - 2415020.5 AS INTEGER) << 40) | OLD."id"
  ELSE -OLD."id" END), OLD."searchText");
  INSERT INTO "EventSearchList"(rowid, "searchText") VALUES ((CASE WHEN NEW."id" BETWEEN 1 AND 1099511627775
    AND NEW."startLocal" GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'
    AND julianday(substr(NEW."startLocal", 1, 10)) BETWEEN 2415020.5 AND 3463595.5
  THEN ((CASE WHEN NEW."status" = 'publish' AND NEW."hideFromListings" = 0 AND NEW."password" = ''
      THEN CASE NEW."language" WHEN 'en' THEN 1 WHEN 'nl' THEN 2 WHEN 'de' THEN 3 WHEN 'fr' THEN 4 ELSE 0 END ELSE 0 END) << 60)
    | (CAST(julianday(substr(NEW."startLocal", 1, 10)) - 2415020.5 AS INTEGER) << 40) | NEW."id"
  ELSE -NEW."id" END), NEW."searchText");
END;
