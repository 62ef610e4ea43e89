-- Hand-written (issue 39): search text is folded by a new rule, SPEC §3.10's (case, accents and compatibility forms
-- ignored: src/domain/text.ts foldForComparison), so every stored "searchText" is marked stale (''). SQL cannot fold
-- (the rule is Unicode's, with a table from ICU's collation); the service refills the stale rows when it starts and
-- before any text search (src/services/events/service.ts fillSearchText), as for rows edited outside it (migration
-- event_search_stale). Only "searchText" changes: the change log ignores it, and "Event_search_update" moves each entry
-- of the trigram index (an empty text until the refill).
UPDATE "Event" SET "searchText" = '' WHERE "searchText" <> '';
