-- Hand-written (issue 39): search text is folded by a new rule, SPEC §3.10's (case, accents and compatibility forms
-- ignored: src/domain/text.ts foldForComparison), so the stored "searchText" of every event whose title, excerpt or
-- description holds a character outside printable ASCII (tab and line breaks aside) is marked stale (''). For the
-- others both rules give the lower-cased text: their search text is already right. SQL cannot fold (the rule is
-- Unicode's, with a table from ICU's collation); the server refills the stale rows before the app starts (src/server.ts,
-- src/services/events/service.ts fillSearchText), as for rows edited outside the service (migration
-- event_search_stale). Only "searchText" changes, which the change log ignores.
UPDATE "Event" SET "searchText" = ''
WHERE "searchText" <> '' AND ("title" || "excerpt" || "description") ~ E'[^\t\n\r -~]';
