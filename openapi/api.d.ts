export interface paths {
    "/doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OpenAPI 3.1 document of this API
         * @description This document, generated from the schemas that validate the requests. Its first server is the address it was requested at (with its language prefix); the others are the same API without a prefix and under each language prefix. Swagger UI shows it at `/doc`, outside the REST prefix. No token needed.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description One page of the events the caller may read (without a token: the published ones), in order of their start, then id; without date filters from yesterday to 24 months ahead, and never the events hidden from listings. Filters combine with AND, the values of one list filter with OR; a filter naming a record that does not exist is refused (400). The totals are in `total` and `total_pages` and in the headers `X-Calendar-Total` and `X-Calendar-TotalPages`; `next_rest_url` and `previous_rest_url` (and the `Link` header) address the neighbouring pages. A page past the last answers 404. With `Accept: text/calendar` (preferred to JSON) the answer is the iCalendar feed of GET /events.ics for the same parameters (`expand=true` included). Every JSON answer links that feed: `Link: <…/events.ics?…>; rel="alternate"; type="text/calendar"`.
         */
        get: operations["listEvents"];
        put?: never;
        /**
         * Create an event
         * @description Creates an event and answers 201 with it. Required: `title`, `start_date`, `end_date`. `venue` and `organizer` take ids, or objects of venue or organizer fields that create the record (or reuse an identical one); `categories` and `tags` take ids, slugs or names, and an unknown name creates the term. A taken slug gets `-2`, `-3`, …. On an empty database the example creates venue 1, organizer 2, event 3, category 1 (`Jazz`) and tag 2 (`Outdoor`), the ids the other examples use; executed again it creates another event (`spring-jazz-fair-2`) with the same venue, organizer and terms. A contributor's event is stored as `draft` (or `pending` when it asks for `publish`). The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one event by id
         * @description The event, with `json_ld`. Without a token only a published event is readable; others answer 403. A password-protected event answers 403 `event-password-protected` unless `password` is right (or `context=edit` and the caller may edit it); a trashed one answers 403 `event-no-longer-available`. With `Accept: text/calendar` (preferred to JSON) the answer is the event as iCalendar, as GET /events/{id}.ics gives it (`expand=true` included).
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        /**
         * Trash one event by id, or delete it with force=true
         * @description Moves the event to the trash: it answers the event with `status: trash` and its slug ends in `__trashed`, which frees the slug. A second DELETE answers 410. With `force=true` the event is removed for good and the answer is `{"deleted": true, "previous": <record>}`. DELETE has no body; executing the example trashes event 3, and a second execution answers 410 (an update with a `status` other than `trash` restores it).
         */
        delete: operations["trashEvent"];
        options?: never;
        head?: never;
        /**
         * Update one event by id (partial)
         * @description Changes the fields sent and keeps the others (a field sent as `null` counts as not sent); `""` clears a text field, and `""` or `[]` clears `image`, `venue`, `organizer`, `categories`, `tags` and `cost`. Nothing is required. An update without `status` keeps the stored status. POST and PUT on this path do exactly the same as PATCH (they are documented once, here). The example can be executed any number of times. The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/events/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one event by slug
         * @description The event whose slug (in the request's language) is given, with `json_ld`. Without a token only a published event is readable; others answer 403. A password-protected event answers 403 `event-password-protected` unless `password` is right (or `context=edit` and the caller may edit it); a trashed one answers 403 `event-no-longer-available`. With `Accept: text/calendar` (preferred to JSON) the answer is the event as iCalendar, as GET /events/{id}.ics gives it (`expand=true` included).
         */
        get: operations["getEventBySlug"];
        put?: never;
        post?: never;
        /**
         * Trash one event by slug, or delete it with force=true
         * @description Moves the event to the trash: it answers the event with `status: trash` and its slug ends in `__trashed`, which frees the slug. With `force=true` the event is removed for good and the answer is `{"deleted": true, "previous": <record>}`. DELETE has no body; executing the example trashes the event with the example slug, and a second execution answers 400 (the slug names no event any more) until the POST /events example creates one again.
         */
        delete: operations["trashEventBySlug"];
        options?: never;
        head?: never;
        /**
         * Update one event by slug (partial)
         * @description Changes the fields sent and keeps the others (a field sent as `null` counts as not sent); `""` clears a text field, and `""` or `[]` clears `image`, `venue`, `organizer`, `categories`, `tags` and `cost`. Nothing is required. An update without `status` keeps the stored status. POST and PUT on this path do exactly the same as PATCH (they are documented once, here). The example can be executed any number of times. The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        patch: operations["updateEventBySlug"];
        trace?: never;
    };
    "/events.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events as an iCalendar feed
         * @description The events of GET /events with the same parameters, validation and visibility, as one iCalendar object for calendar applications to subscribe to (Google Calendar "From URL", Apple Calendar `webcal://`, Thunderbird "On the Network"). Without `page` and `per_page` it holds every matching event, in the order of the list (earliest first), up to the configured `ICAL_MAX_EVENTS` (default 2000); `X-Calendar-Total` is the full count (of the list's events, occurrences included). With either, it is that page of the list. Every iCalendar answer holds at most `ICAL_MAX_BYTES` (default 16 MiB) of events: it ends before the first event or series that does not fit (events whole, a series whole or not at all) and then says `X-Calendar-Truncated: ICAL_MAX_BYTES`. Recurring series (a master with `recurrence` and its occurrences) are written as iCalendar series: the master as one VEVENT with its `RRULE`/`RDATE`/`EXDATE` (in the form of its DTSTART: its TZID, dates for all-day series, UTC for fixed offsets), each detached occurrence (edited on its own) as a VEVENT with the master's UID and a `RECURRENCE-ID`; the other occurrences are left to the calendar application to expand. Occurrences the caller may not read (trashed, drafts) are `EXDATE`s. A listed occurrence brings its whole series in, also when the master is outside the list's filters (a series is one object in a calendar), as long as the caller may read the master with the same `status`; otherwise its listed occurrences are written one VEVENT each. `expand=true`: every event, occurrences included, is a plain VEVENT of its own (no RRULE), exactly the events of the list. Events in an IANA zone have their times with its TZID and a VTIMEZONE of the zone's real offsets in the years written; events in a fixed offset (`UTC+2`, `UTC`) have UTC times; all-day events have dates, DTEND the day after the last day. A password-protected event the request does not unlock carries only what the JSON answer shows of it. `Content-Type: text/calendar; charset=utf-8`, with a strong ETag (`If-None-Match` → 304). At most `ICAL_MAX_CONCURRENT` iCalendar answers are written at once; a client with too many waiting gets 503 `service_unavailable` with `Retry-After`.
         */
        get: operations["listEventsIcal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one event as iCalendar
         * @description The event of GET /events/{id}, with the same rules (403 for a draft without a token, `event-password-protected` unless `password` is right, `event-no-longer-available` in the trash), as an iCalendar object with one VEVENT. The master of a recurring series gives its series: the master's VEVENT with its RRULE/RDATE/EXDATE and a VEVENT with `RECURRENCE-ID` for each detached occurrence the caller may read (as in GET /events.ics). An occurrence gives itself alone, as a plain VEVENT with its own UID (no RECURRENCE-ID: a lone override without its master is not read alike by every calendar). `expand=true`: the event alone, also for a master. Events in an IANA zone have their times with its TZID and a VTIMEZONE of the zone's real offsets in the years written; events in a fixed offset (`UTC+2`, `UTC`) have UTC times; all-day events have dates, DTEND the day after the last day. A password-protected event the request does not unlock carries only what the JSON answer shows of it. `Content-Type: text/calendar; charset=utf-8`, with a strong ETag (`If-None-Match` → 304). At most `ICAL_MAX_CONCURRENT` iCalendar answers are written at once; a client with too many waiting gets 503 `service_unavailable` with `Retry-After`.
         */
        get: operations["getEventIcal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/recurrence/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview a series
         * @description The first occurrences (`count`, default 5, at most 20) that an event with this `recurrence`, `start_date`, `end_date`, `timezone` and `all_day` would have, computed as a save computes them: the rule on the wall clock of the zone from the start (10:00 stays 10:00 across DST), the start itself the first occurrence, RDATEs added, EXDATEs left out. The lines are checked as the event write checks them, RECURRENCE_MAX occurrences within RECURRENCE_HORIZON included: what a save refuses answers 400 `rest_invalid_param` with the reason in `data.params.recurrence`. Beyond the horizon it looks ahead up to 64 times the horizon for a sparse rule. Writers only (contributor and up; others: 401 without a token, 403 with one): it is the preview of a write. Nothing is stored.
         */
        get: operations["previewRecurrence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List venues
         * @description One page of the venues the caller may read (without a token: the published ones), newest first. Filters combine with AND, the values of one list filter with OR; a filter naming a record that does not exist is refused (400). The totals are in `total` and `total_pages` and in the headers `X-Calendar-Total` and `X-Calendar-TotalPages`; `next_rest_url` and `previous_rest_url` (and the `Link` header) address the neighbouring pages. A page past the last answers 404.
         */
        get: operations["listVenues"];
        put?: never;
        /**
         * Create a venue
         * @description Creates a venue and answers 201 with it, or answers 201 with an existing venue of the same language that the caller may edit when every match field sent (name, description, address words, city, province, state, zip, phone; any case) equals its own; the other fields sent are then written onto it. Required: `venue` (the name); the slug comes from the name. On an empty database the example creates venue 1; executed again (or after the POST /events example, which creates the same venue) it answers that venue again. A contributor's venue is stored as `draft` (or `pending` when it asks for `publish`). The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        post: operations["createVenue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/venues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one venue by id
         * @description The venue, with `json_ld`. Without a token only a published venue is readable; others answer 403. A password-protected venue is answered with its protected fields blanked unless `password` is right (or `context=edit` and the caller may edit it).
         */
        get: operations["getVenue"];
        put?: never;
        post?: never;
        /**
         * Trash one venue by id, or delete it with force=true
         * @description Moves the venue to the trash: it answers the venue with `status: trash` and its slug ends in `__trashed`, which frees the slug; the venue is unlinked from every event. A second DELETE answers 410. With `force=true` the venue is removed for good and the answer is `{"deleted": true, "previous": <record>}`. DELETE has no body; executing the example trashes venue 1, and a second execution answers 410 (an update with a `status` other than `trash` restores it).
         */
        delete: operations["trashVenue"];
        options?: never;
        head?: never;
        /**
         * Update one venue by id (partial)
         * @description Changes the fields sent and keeps the others (a field sent as `null` counts as not sent); `""` clears a text field. Nothing is required. An update without `status` keeps the stored status. POST and PUT on this path do exactly the same as PATCH (they are documented once, here). The example can be executed any number of times. The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        patch: operations["updateVenue"];
        trace?: never;
    };
    "/venues/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one venue by slug
         * @description The venue whose slug (in the request's language) is given, with `json_ld`. Without a token only a published venue is readable; others answer 403. A password-protected venue is answered with its protected fields blanked unless `password` is right (or `context=edit` and the caller may edit it).
         */
        get: operations["getVenueBySlug"];
        put?: never;
        post?: never;
        /**
         * Trash one venue by slug, or delete it with force=true
         * @description Moves the venue to the trash: it answers the venue with `status: trash` and its slug ends in `__trashed`, which frees the slug; the venue is unlinked from every event. With `force=true` the venue is removed for good and the answer is `{"deleted": true, "previous": <record>}`. DELETE has no body; executing the example trashes the venue with the example slug, and a second execution answers 400 (the slug names no venue any more) until the POST /venues example creates one again.
         */
        delete: operations["trashVenueBySlug"];
        options?: never;
        head?: never;
        /**
         * Update one venue by slug (partial)
         * @description Changes the fields sent and keeps the others (a field sent as `null` counts as not sent); `""` clears a text field. Nothing is required. An update without `status` keeps the stored status. POST and PUT on this path do exactly the same as PATCH (they are documented once, here). The example can be executed any number of times. The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        patch: operations["updateVenueBySlug"];
        trace?: never;
    };
    "/organizers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organizers
         * @description One page of the organizers the caller may read (without a token: the published ones), newest first. Filters combine with AND, the values of one list filter with OR; a filter naming a record that does not exist is refused (400). The totals are in `total` and `total_pages` and in the headers `X-Calendar-Total` and `X-Calendar-TotalPages`; `next_rest_url` and `previous_rest_url` (and the `Link` header) address the neighbouring pages. A page past the last answers 404.
         */
        get: operations["listOrganizers"];
        put?: never;
        /**
         * Create an organizer
         * @description Creates an organizer and answers 201 with it, or answers 201 with an existing organizer of the same language that the caller may edit when every match field sent (name, description, phone, e-mail, website; any case) equals its own; the other fields sent are then written onto it. Required: `organizer` (the name); the slug comes from the name. The example answers organizer 2 after the POST /events example on an empty database (which creates the same organizer); on a database without it, it creates one. A contributor's organizer is stored as `draft` (or `pending` when it asks for `publish`). The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        post: operations["createOrganizer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one organizer by id
         * @description The organizer, with `json_ld`. Without a token only a published organizer is readable; others answer 403. A password-protected organizer is answered with its protected fields blanked unless `password` is right (or `context=edit` and the caller may edit it).
         */
        get: operations["getOrganizer"];
        put?: never;
        post?: never;
        /**
         * Trash one organizer by id, or delete it with force=true
         * @description Moves the organizer to the trash: it answers the organizer with `status: trash` and its slug ends in `__trashed`, which frees the slug; the organizer is unlinked from every event. A second DELETE answers 410. With `force=true` the organizer is removed for good and the answer is `{"deleted": true, "previous": <record>}`. DELETE has no body; executing the example trashes organizer 2, and a second execution answers 410 (an update with a `status` other than `trash` restores it).
         */
        delete: operations["trashOrganizer"];
        options?: never;
        head?: never;
        /**
         * Update one organizer by id (partial)
         * @description Changes the fields sent and keeps the others (a field sent as `null` counts as not sent); `""` clears a text field. Nothing is required. An update without `status` keeps the stored status. POST and PUT on this path do exactly the same as PATCH (they are documented once, here). The example can be executed any number of times. The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        patch: operations["updateOrganizer"];
        trace?: never;
    };
    "/organizers/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one organizer by slug
         * @description The organizer whose slug (in the request's language) is given, with `json_ld`. Without a token only a published organizer is readable; others answer 403. A password-protected organizer is answered with its protected fields blanked unless `password` is right (or `context=edit` and the caller may edit it).
         */
        get: operations["getOrganizerBySlug"];
        put?: never;
        post?: never;
        /**
         * Trash one organizer by slug, or delete it with force=true
         * @description Moves the organizer to the trash: it answers the organizer with `status: trash` and its slug ends in `__trashed`, which frees the slug; the organizer is unlinked from every event. With `force=true` the organizer is removed for good and the answer is `{"deleted": true, "previous": <record>}`. DELETE has no body; executing the example trashes the organizer with the example slug, and a second execution answers 400 (the slug names no organizer any more) until the POST /organizers example creates one again.
         */
        delete: operations["trashOrganizerBySlug"];
        options?: never;
        head?: never;
        /**
         * Update one organizer by slug (partial)
         * @description Changes the fields sent and keeps the others (a field sent as `null` counts as not sent); `""` clears a text field. Nothing is required. An update without `status` keeps the stored status. POST and PUT on this path do exactly the same as PATCH (they are documented once, here). The example can be executed any number of times. The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        patch: operations["updateOrganizerBySlug"];
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List categories
         * @description One page of the categories of the request's language, by name unless `orderby` says otherwise. Categories that no published event carries are left out unless `hide_empty=false`. A page past the last answers 200 with an empty list. No token needed.
         */
        get: operations["listCategories"];
        put?: never;
        /**
         * Create a category
         * @description Creates a category in the request's language and answers 201 with it; for authors, editors and administrators. Required: `name` (at most 200 characters). A name taken by another category under the same parent in the same language is refused (400 `term_exists`). A taken slug, sent or made from the name, gets `-2`, `-3`, …. The example's name ends with the time the document was served, so that it creates a new category again after the page is reloaded (executing it twice on one page answers 400 `term_exists`). The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one category
         * @description The category, whatever its language. No token needed.
         */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        /**
         * Delete one category (permanently)
         * @description Deletes the category for good (there is no trash for terms) and answers it as it was; it is removed from every event, and its child categories move up to its parent. For authors, editors and administrators. DELETE has no body; executing the example deletes category 1, and a second execution answers 400 (the id names no category any more).
         */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /**
         * Update one category (partial)
         * @description Changes the fields sent and keeps the others; for authors, editors and administrators. Nothing is required. A name taken by another category under the same parent in the same language is refused (400 `term_exists`). A slug taken by another category is refused (400 `duplicate_term_slug`); a `parent` that is the category itself or one of its descendants is refused (400). POST and PUT on this path do exactly the same as PATCH (they are documented once, here). The example can be executed any number of times. The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        patch: operations["updateCategory"];
        trace?: never;
    };
    "/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description One page of the tags of the request's language, by name unless `orderby` says otherwise. Tags that no published event carries are left out unless `hide_empty=false`. A page past the last answers 200 with an empty list. No token needed.
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a tag
         * @description Creates a tag in the request's language and answers 201 with it; for editors and administrators. Required: `name` (at most 200 characters). A name taken by another tag in the same language is refused (400 `term_exists`). A taken slug, sent or made from the name, gets `-2`, `-3`, …. The example's name ends with the time the document was served, so that it creates a new tag again after the page is reloaded (executing it twice on one page answers 400 `term_exists`). The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one tag
         * @description The tag, whatever its language. No token needed.
         */
        get: operations["getTag"];
        put?: never;
        post?: never;
        /**
         * Delete one tag (permanently)
         * @description Deletes the tag for good (there is no trash for terms) and answers it as it was; it is removed from every event. For editors and administrators. DELETE has no body; executing the example deletes tag 2, and a second execution answers 400 (the id names no tag any more).
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /**
         * Update one tag (partial)
         * @description Changes the fields sent and keeps the others; for editors and administrators. Nothing is required. A name taken by another tag in the same language is refused (400 `term_exists`). A slug taken by another tag is refused (400 `duplicate_term_slug`). POST and PUT on this path do exactly the same as PATCH (they are documented once, here). The example can be executed any number of times. The body may be JSON, a form (`application/x-www-form-urlencoded`, lists and objects in brackets: `organizer[]=2`, `venue[venue]=Hall`) or multipart form data; parameters may also come in the query string, and the body wins.
         */
        patch: operations["updateTag"];
        trace?: never;
    };
    "/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow the changes
         * @description Every write of an event, venue, organizer, category or tag, in commit order, whoever made it (the API, the command line, an import, Prisma Studio). Start without `after`, then send each answer's `next_cursor` as `after`: no change is missed or repeated. Editors and administrators see every change as written; every other caller sees the public view, where a record that became readable to everyone is `created`, one that stopped being so is `deleted`, and records never public do not appear. The log keeps CHANGES_RETENTION_DAYS (30) days: an older cursor answers 410 `changes-cursor-expired`; read the records again, then start without `after`. A cursor beyond the newest change (one the feed never gave) answers 400 `rest_invalid_param` naming `after`, its reason the newest cursor. Every language's records are in the feed; `rest_url` uses the request's language prefix.
         */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description The registered endpoints, without their secrets. Administrators only (others: 401 without a token, 403 with one).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook
         * @description Registers an endpoint that receives each change written from now on as a POST of `{"type":"event.updated","timestamp":…,"data":{"id","kind","action","object"}}` (`object`: the record as an anonymous caller reads it, or null), signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature` with the `secret` of this answer, shown only once). Deliveries are in commit order, at least once; a non-2xx answer or none within 10 s is retried with growing delays, and after 24 hours of failures the endpoint is disabled. Addresses that are not public are refused, on the address connected to, unless WEBHOOK_ALLOW_PRIVATE=true; redirects are not followed. Administrators only (others: 401 without a token, 403 with one).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one webhook
         * @description The endpoint, without its secret. Administrators only (others: 401 without a token, 403 with one).
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete one webhook
         * @description Removes the endpoint and its delivery log; nothing more is sent to it. Administrators only (others: 401 without a token, 403 with one).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update one webhook
         * @description Changes the fields sent; `enabled: true` resumes a disabled endpoint from the first change not delivered. POST and PUT on this path do exactly the same as PATCH (they are documented once, here). Administrators only (others: 401 without a token, 403 with one).
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of one webhook
         * @description Every attempt to deliver a change to the endpoint, newest first: its status or error and how long it took. The log keeps CHANGES_RETENTION_DAYS (30) days, as the change log does. Administrators only (others: 401 without a token, 403 with one).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current session
         * @description The user the session cookie signs in and the session's nonce (for a page that was reloaded). Without a live session (no cookie, or it expired, was signed out or ended by a password change): 401 `rest_not_logged_in`. Every request the cookie signs in sends the `nonce` in `X-WP-Nonce`: a write without it, or any request with a wrong one (another session's, a forged one, one of a session that ended), is 403 `rest_cookie_invalid_nonce`; a read without it is anonymous, as in WordPress. A request with an Authorization header is signed in by it alone.
         */
        get: operations["getSession"];
        put?: never;
        /**
         * Sign in
         * @description Signs in with a login and a password and answers the user and the session's nonce, with the session cookie. The cookie (`calendar_session`) is HttpOnly, SameSite=Lax, Secure under https, and lasts SESSION_LIFETIME (2 days) from the sign-in. Every request the cookie signs in sends the `nonce` in `X-WP-Nonce`: a write without it, or any request with a wrong one (another session's, a forged one, one of a session that ended), is 403 `rest_cookie_invalid_nonce`; a read without it is anonymous, as in WordPress. A request with an Authorization header is signed in by it alone. Every sign-in starts a new session; the one the browser had before ends. A wrong password, an unknown login and a user without a password get the same 401 `rest_invalid_login`, in the same time. A browser signs in only from the service's own pages or an origin of CORS_ORIGINS: a sign-in whose `Origin` is another is 403 `rest_cross_site_sign_in` (a foreign form cannot sign a visitor in as someone else). Failed sign-ins are limited per login (SIGN_IN_MAX_PER_LOGIN, 5) and per address (SIGN_IN_MAX_PER_ADDRESS, 20) within SIGN_IN_WINDOW (15 minutes): then 429 with Retry-After, for logins that exist or not alike.
         */
        post: operations["signIn"];
        /**
         * Sign out
         * @description Ends the session of the cookie and clears the cookie. A live session ends only with its nonce in `X-WP-Nonce` (else 403 `rest_cookie_invalid_nonce`: a foreign page cannot sign anyone out); without a live session the cookie is cleared and `ended` is false.
         */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Every user, by id, with their role and how many active tokens they have. Administrators only (others: 401 without a token or session, 403 with one).
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Add a user
         * @description Adds a user with a role, and optionally a password to sign in with. An existing login is 400 `user-login-exists`. Administrators only (others: 401 without a token or session, 403 with one).
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your account
         * @description The caller's own user. Any signed-in caller (a token, or the session cookie with its nonce); anonymous: 401 `rest_not_logged_in`.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change your name or password
         * @description Changes your display name and your password. A new password needs `current_password` when you have one (checked, and limited, as a sign-in is: a wrong one is 400 for `current_password`, too many 429); it ends every session of yours: signed in by the session cookie, you get a new cookie and `nonce` in this answer; your tokens keep working. POST and PUT on this path do exactly the same as PATCH (they are documented once, here). Any signed-in caller (a token, or the session cookie with its nonce); anonymous: 401 `rest_not_logged_in`.
         */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/users/me/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your tokens
         * @description Your tokens, revoked ones too, without the tokens themselves. Any signed-in caller (a token, or the session cookie with its nonce); anonymous: 401 `rest_not_logged_in`.
         */
        get: operations["listMyTokens"];
        put?: never;
        /**
         * Issue yourself a token
         * @description A new token of yours, for a program to act as you. The answer carries the token itself (`token`) this once: it is stored only as a digest and cannot be shown again. Send it as `Authorization: Bearer <token>`, or as a WordPress application password. At most 100 active tokens per user. Any signed-in caller (a token, or the session cookie with its nonce); anonymous: 401 `rest_not_logged_in`.
         */
        post: operations["createMyToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/tokens/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of your tokens
         * @description Revokes the token at once (revoking a revoked one changes nothing). Another user's token id is 404. Any signed-in caller (a token, or the session cookie with its nonce); anonymous: 401 `rest_not_logged_in`.
         */
        delete: operations["revokeMyToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one user
         * @description The user. Administrators only (others: 401 without a token or session, 403 with one).
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Delete one user
         * @description Deletes the user with their tokens and sessions. Their events, venues and organizers go to the user `reassign` names, required when they have any. User 1 and your own account are not deleted (403 `user-protected`). Administrators only (others: 401 without a token or session, 403 with one).
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Update one user
         * @description Changes the fields sent: name, role (effective on the user's next request), password (ends every session of the user). User 1 stays an administrator, and no administrator changes their own role (403 `user-protected`): so an administrator always remains. POST and PUT on this path do exactly the same as PATCH (they are documented once, here). Administrators only (others: 401 without a token or session, 403 with one).
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/users/{id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's tokens
         * @description The user's tokens, revoked ones too, without the tokens themselves. Administrators only (others: 401 without a token or session, 403 with one).
         */
        get: operations["listUserTokens"];
        put?: never;
        /**
         * Issue a token to a user
         * @description A new token of the user. The answer carries the token itself (`token`) this once: it is stored only as a digest and cannot be shown again. Send it as `Authorization: Bearer <token>`, or as a WordPress application password. At most 100 active tokens per user. Administrators only (others: 401 without a token or session, 403 with one).
         */
        post: operations["createUserToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/tokens/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a user's token
         * @description Revokes the token at once (revoking a revoked one changes nothing). Administrators only (others: 401 without a token or session, 403 with one).
         */
        delete: operations["revokeUserToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Zero-padded date parts (strings).
         * @example {
         *       "year": "2027",
         *       "month": "04",
         *       "day": "12",
         *       "hour": "14",
         *       "minutes": "00",
         *       "seconds": "00"
         *     }
         */
        DateDetails: {
            year: string;
            month: string;
            day: string;
            hour: string;
            minutes: string;
            seconds: string;
        };
        ImageSize: {
            width: number;
            height: number;
            "mime-type": string;
            url: string;
        };
        Image: {
            url: string;
            id: number;
            extension: string;
            width?: number;
            height?: number;
            filesize?: number;
            sizes?: {
                [key: string]: components["schemas"]["ImageSize"];
            };
        };
        /**
         * @example {
         *       "code": "rest-event-not-found",
         *       "message": "The requested event was not found.",
         *       "data": {
         *         "status": 404
         *       }
         *     }
         */
        Error: {
            /** @description Machine-readable error code (the compatibility contract). */
            code: string;
            /** @description Human-readable English message (not part of the contract). */
            message: string;
            data: {
                status: number;
                /** @description rest_forbidden and rest_invalid_token: how to authenticate (which header to send, where tokens come from). The message stays the plugin's. */
                hint?: string;
            } & {
                [key: string]: unknown;
            };
        };
        /**
         * @example {
         *       "currency_symbol": "",
         *       "currency_code": "",
         *       "currency_position": "",
         *       "values": [
         *         "5",
         *         "12"
         *       ]
         *     }
         */
        CostDetails: {
            currency_symbol: string;
            currency_code: string;
            /** @enum {string} */
            currency_position: "prefix" | "postfix" | "";
            values: string[];
        };
        /**
         * @example {
         *       "name": "Jazz",
         *       "slug": "jazz",
         *       "term_group": 0,
         *       "term_taxonomy_id": 2,
         *       "taxonomy": "calendar_events_cat",
         *       "description": "",
         *       "parent": 1,
         *       "count": 1,
         *       "filter": "raw",
         *       "id": 2,
         *       "urls": {
         *         "self": "http://127.0.0.1:3000/wp-json/calendar/events/v1/categories/2",
         *         "collection": "http://127.0.0.1:3000/wp-json/calendar/events/v1/categories",
         *         "up": "http://127.0.0.1:3000/wp-json/calendar/events/v1/categories/1"
         *       },
         *       "language": "en",
         *       "translations": {
         *         "en": 2
         *       }
         *     }
         */
        EmbeddedTerm: {
            name: string;
            slug: string;
            term_group: number;
            term_taxonomy_id: number;
            taxonomy: string;
            description: string;
            parent: number;
            count: number;
            filter: string;
            id: number;
            urls: {
                self: string;
                collection: string;
                /** @description Parent category's `self` (child categories only). */
                up?: string;
            };
            language: string;
            /** @description Language code → record id for every record of the translation group, the record itself included. */
            translations: {
                [key: string]: number;
            };
        };
        /**
         * @example {
         *       "id": 2,
         *       "count": 1,
         *       "description": "",
         *       "name": "Jazz",
         *       "slug": "jazz",
         *       "taxonomy": "calendar_events_cat",
         *       "parent": 1,
         *       "meta": [],
         *       "url": "http://127.0.0.1:3000/events/category/jazz/",
         *       "urls": {
         *         "self": "http://127.0.0.1:3000/wp-json/calendar/events/v1/categories/2",
         *         "collection": "http://127.0.0.1:3000/wp-json/calendar/events/v1/categories",
         *         "up": "http://127.0.0.1:3000/wp-json/calendar/events/v1/categories/1"
         *       },
         *       "language": "en",
         *       "translations": {
         *         "en": 2
         *       }
         *     }
         */
        Term: {
            id: number;
            /** @description Number of published events carrying the term. */
            count: number;
            description: string;
            name: string;
            slug: string;
            /** @enum {string} */
            taxonomy: "calendar_events_cat" | "post_tag";
            /** @description Categories only: parent id, 0 at top level. */
            parent?: number;
            meta: unknown[];
            url: string;
            urls: {
                self: string;
                collection: string;
                /** @description Parent category's `self` (child categories only). */
                up?: string;
            };
            language: string;
            /** @description Language code → record id for every record of the translation group, the record itself included. */
            translations: {
                [key: string]: number;
            };
        };
        /**
         * @example {
         *       "id": 1,
         *       "author": "1",
         *       "status": "publish",
         *       "date": "2027-03-01 09:00:00",
         *       "date_utc": "2027-03-01 09:00:00",
         *       "modified": "2027-03-01 09:00:00",
         *       "modified_utc": "2027-03-01 09:00:00",
         *       "url": "http://127.0.0.1:3000/venue/town-hall/",
         *       "venue": "Town Hall",
         *       "slug": "town-hall",
         *       "address": "Stadhuisplein 1",
         *       "city": "Utrecht",
         *       "country": "Netherlands",
         *       "zip": "3511 AB",
         *       "phone": "+31 30 000 0000",
         *       "website": "https://townhall.example.org",
         *       "geo_lat": 52.0907,
         *       "geo_lng": 5.1214,
         *       "json_ld": {
         *         "@context": "http://schema.org",
         *         "@type": "Place",
         *         "name": "Town Hall",
         *         "url": "http://127.0.0.1:3000/venue/town-hall/",
         *         "address": {
         *           "@type": "PostalAddress",
         *           "streetAddress": "Stadhuisplein 1",
         *           "addressLocality": "Utrecht",
         *           "postalCode": "3511 AB",
         *           "addressCountry": "Netherlands"
         *         },
         *         "geo": {
         *           "@type": "GeoCoordinates",
         *           "latitude": 52.0907,
         *           "longitude": 5.1214
         *         },
         *         "telephone": "+31 30 000 0000",
         *         "sameAs": "https://townhall.example.org"
         *       },
         *       "show_map": true,
         *       "show_map_link": true,
         *       "global_id": "127.0.0.1:3000?id=1",
         *       "global_id_lineage": [
         *         "127.0.0.1:3000?id=1"
         *       ],
         *       "latitude": 52.0907,
         *       "longitude": 5.1214,
         *       "language": "en",
         *       "translations": {
         *         "en": 1
         *       }
         *     }
         */
        Venue: {
            id: number;
            /** @description Author user id as a string. */
            author?: string;
            status: string;
            /** @description Publication time, site timezone, `YYYY-MM-DD HH:MM:SS`. */
            date: string;
            date_utc: string;
            modified: string;
            modified_utc: string;
            url: string;
            venue?: string | unknown[];
            description?: string;
            excerpt?: string;
            slug: string;
            image?: components["schemas"]["Image"] | false;
            address?: string;
            city?: string;
            country?: string;
            province?: string;
            state?: string;
            zip?: string;
            phone?: string;
            website?: string;
            stateprovince?: string;
            geo_lat?: number;
            geo_lng?: number;
            /** @description schema.org JSON-LD object (an `Event`, `Place` or `Organization`). */
            json_ld?: {
                [key: string]: unknown;
            };
            show_map: boolean | null;
            show_map_link: boolean | null;
            global_id: string;
            global_id_lineage: string[];
            latitude: number | null;
            longitude: number | null;
            language: string;
            /** @description Language code → record id for every record of the translation group, the record itself included. */
            translations: {
                [key: string]: number;
            };
        };
        /**
         * @example {
         *       "id": 2,
         *       "author": "1",
         *       "status": "publish",
         *       "date": "2027-03-01 09:00:00",
         *       "date_utc": "2027-03-01 09:00:00",
         *       "modified": "2027-03-01 09:00:00",
         *       "modified_utc": "2027-03-01 09:00:00",
         *       "url": "http://127.0.0.1:3000/organizer/fair-club/",
         *       "organizer": "Fair Club",
         *       "slug": "fair-club",
         *       "website": "https://fairclub.example.org",
         *       "email": "info@fairclub.example.org",
         *       "json_ld": {
         *         "@context": "http://schema.org",
         *         "@type": "Person",
         *         "name": "Fair Club",
         *         "url": "https://fairclub.example.org",
         *         "email": "info@fairclub.example.org",
         *         "sameAs": "https://fairclub.example.org"
         *       },
         *       "global_id": "127.0.0.1:3000?id=2",
         *       "global_id_lineage": [
         *         "127.0.0.1:3000?id=2"
         *       ],
         *       "language": "en",
         *       "translations": {
         *         "en": 2
         *       }
         *     }
         */
        Organizer: {
            id: number;
            /** @description Author user id as a string. */
            author?: string;
            status: string;
            /** @description Publication time, site timezone, `YYYY-MM-DD HH:MM:SS`. */
            date: string;
            date_utc: string;
            modified: string;
            modified_utc: string;
            url: string;
            organizer?: string | unknown[];
            description?: string;
            excerpt?: string;
            slug: string;
            image?: components["schemas"]["Image"] | false;
            phone?: string;
            website?: string;
            email?: string;
            /** @description schema.org JSON-LD object (an `Event`, `Place` or `Organization`). */
            json_ld?: {
                [key: string]: unknown;
            };
            global_id: string;
            global_id_lineage: string[];
            language: string;
            /** @description Language code → record id for every record of the translation group, the record itself included. */
            translations: {
                [key: string]: number;
            };
        };
        /**
         * @example {
         *       "id": 3,
         *       "global_id": "127.0.0.1:3000?id=3",
         *       "global_id_lineage": [
         *         "127.0.0.1:3000?id=3"
         *       ],
         *       "author": "1",
         *       "status": "publish",
         *       "date": "2027-03-01 09:00:00",
         *       "date_utc": "2027-03-01 09:00:00",
         *       "modified": "2027-03-01 09:00:00",
         *       "modified_utc": "2027-03-01 09:00:00",
         *       "url": "http://127.0.0.1:3000/event/spring-jazz-fair/",
         *       "rest_url": "http://127.0.0.1:3000/wp-json/calendar/events/v1/events/3",
         *       "title": "Spring Jazz Fair",
         *       "description": "<p>Three bands, food stalls and games for children.</p>",
         *       "excerpt": "<p>An afternoon of jazz on the square.</p>",
         *       "slug": "spring-jazz-fair",
         *       "image": false,
         *       "all_day": false,
         *       "start_date": "2027-04-12 14:00:00",
         *       "start_date_details": {
         *         "year": "2027",
         *         "month": "04",
         *         "day": "12",
         *         "hour": "14",
         *         "minutes": "00",
         *         "seconds": "00"
         *       },
         *       "end_date": "2027-04-12 18:00:00",
         *       "end_date_details": {
         *         "year": "2027",
         *         "month": "04",
         *         "day": "12",
         *         "hour": "18",
         *         "minutes": "00",
         *         "seconds": "00"
         *       },
         *       "utc_start_date": "2027-04-12 12:00:00",
         *       "utc_start_date_details": {
         *         "year": "2027",
         *         "month": "04",
         *         "day": "12",
         *         "hour": "12",
         *         "minutes": "00",
         *         "seconds": "00"
         *       },
         *       "utc_end_date": "2027-04-12 16:00:00",
         *       "utc_end_date_details": {
         *         "year": "2027",
         *         "month": "04",
         *         "day": "12",
         *         "hour": "16",
         *         "minutes": "00",
         *         "seconds": "00"
         *       },
         *       "timezone": "Europe/Amsterdam",
         *       "timezone_abbr": "CEST",
         *       "cost": "$5 – $12",
         *       "cost_details": {
         *         "currency_symbol": "",
         *         "currency_code": "",
         *         "currency_position": "",
         *         "values": [
         *           "5",
         *           "12"
         *         ]
         *       },
         *       "website": "https://fair.example.org",
         *       "show_map": false,
         *       "show_map_link": false,
         *       "hide_from_listings": false,
         *       "sticky": false,
         *       "featured": true,
         *       "categories": [
         *         {
         *           "name": "Jazz",
         *           "slug": "jazz",
         *           "term_group": 0,
         *           "term_taxonomy_id": 2,
         *           "taxonomy": "calendar_events_cat",
         *           "description": "",
         *           "parent": 1,
         *           "count": 1,
         *           "filter": "raw",
         *           "id": 2,
         *           "urls": {
         *             "self": "http://127.0.0.1:3000/wp-json/calendar/events/v1/categories/2",
         *             "collection": "http://127.0.0.1:3000/wp-json/calendar/events/v1/categories",
         *             "up": "http://127.0.0.1:3000/wp-json/calendar/events/v1/categories/1"
         *           },
         *           "language": "en",
         *           "translations": {
         *             "en": 2
         *           }
         *         }
         *       ],
         *       "tags": [
         *         {
         *           "name": "Outdoor",
         *           "slug": "outdoor",
         *           "term_group": 0,
         *           "term_taxonomy_id": 3,
         *           "taxonomy": "post_tag",
         *           "description": "",
         *           "parent": 0,
         *           "count": 1,
         *           "filter": "raw",
         *           "id": 3,
         *           "urls": {
         *             "self": "http://127.0.0.1:3000/wp-json/calendar/events/v1/tags/3",
         *             "collection": "http://127.0.0.1:3000/wp-json/calendar/events/v1/tags"
         *           },
         *           "language": "en",
         *           "translations": {
         *             "en": 3
         *           }
         *         }
         *       ],
         *       "venue": {
         *         "id": 1,
         *         "author": "1",
         *         "status": "publish",
         *         "date": "2027-03-01 09:00:00",
         *         "date_utc": "2027-03-01 09:00:00",
         *         "modified": "2027-03-01 09:00:00",
         *         "modified_utc": "2027-03-01 09:00:00",
         *         "url": "http://127.0.0.1:3000/venue/town-hall/",
         *         "venue": "Town Hall",
         *         "slug": "town-hall",
         *         "address": "Stadhuisplein 1",
         *         "city": "Utrecht",
         *         "country": "Netherlands",
         *         "zip": "3511 AB",
         *         "phone": "+31 30 000 0000",
         *         "website": "https://townhall.example.org",
         *         "geo_lat": 52.0907,
         *         "geo_lng": 5.1214,
         *         "json_ld": {
         *           "@context": "http://schema.org",
         *           "@type": "Place",
         *           "name": "Town Hall",
         *           "url": "http://127.0.0.1:3000/venue/town-hall/",
         *           "address": {
         *             "@type": "PostalAddress",
         *             "streetAddress": "Stadhuisplein 1",
         *             "addressLocality": "Utrecht",
         *             "postalCode": "3511 AB",
         *             "addressCountry": "Netherlands"
         *           },
         *           "geo": {
         *             "@type": "GeoCoordinates",
         *             "latitude": 52.0907,
         *             "longitude": 5.1214
         *           },
         *           "telephone": "+31 30 000 0000",
         *           "sameAs": "https://townhall.example.org"
         *         },
         *         "show_map": true,
         *         "show_map_link": true,
         *         "global_id": "127.0.0.1:3000?id=1",
         *         "global_id_lineage": [
         *           "127.0.0.1:3000?id=1"
         *         ],
         *         "latitude": 52.0907,
         *         "longitude": 5.1214,
         *         "language": "en",
         *         "translations": {
         *           "en": 1
         *         }
         *       },
         *       "organizer": [
         *         {
         *           "id": 2,
         *           "author": "1",
         *           "status": "publish",
         *           "date": "2027-03-01 09:00:00",
         *           "date_utc": "2027-03-01 09:00:00",
         *           "modified": "2027-03-01 09:00:00",
         *           "modified_utc": "2027-03-01 09:00:00",
         *           "url": "http://127.0.0.1:3000/organizer/fair-club/",
         *           "organizer": "Fair Club",
         *           "slug": "fair-club",
         *           "website": "https://fairclub.example.org",
         *           "email": "info@fairclub.example.org",
         *           "json_ld": {
         *             "@context": "http://schema.org",
         *             "@type": "Person",
         *             "name": "Fair Club",
         *             "url": "https://fairclub.example.org",
         *             "email": "info@fairclub.example.org",
         *             "sameAs": "https://fairclub.example.org"
         *           },
         *           "global_id": "127.0.0.1:3000?id=2",
         *           "global_id_lineage": [
         *             "127.0.0.1:3000?id=2"
         *           ],
         *           "language": "en",
         *           "translations": {
         *             "en": 2
         *           }
         *         }
         *       ],
         *       "custom_fields": [],
         *       "series_id": null,
         *       "recurrence": [],
         *       "detached": false,
         *       "event_status": "scheduled",
         *       "event_status_reason": "",
         *       "json_ld": {
         *         "@context": "http://schema.org",
         *         "@type": "Event",
         *         "name": "Spring Jazz Fair",
         *         "description": "An afternoon of jazz on the square.",
         *         "url": "http://127.0.0.1:3000/event/spring-jazz-fair/",
         *         "eventStatus": "https://schema.org/EventScheduled",
         *         "eventAttendanceMode": "https://schema.org/OfflineEventAttendanceMode",
         *         "startDate": "2027-04-12T14:00:00+02:00",
         *         "endDate": "2027-04-12T18:00:00+02:00",
         *         "location": {
         *           "@type": "Place",
         *           "name": "Town Hall",
         *           "url": "http://127.0.0.1:3000/venue/town-hall/",
         *           "address": {
         *             "@type": "PostalAddress",
         *             "streetAddress": "Stadhuisplein 1",
         *             "addressLocality": "Utrecht",
         *             "postalCode": "3511 AB",
         *             "addressCountry": "Netherlands"
         *           },
         *           "geo": {
         *             "@type": "GeoCoordinates",
         *             "latitude": 52.0907,
         *             "longitude": 5.1214
         *           },
         *           "telephone": "+31 30 000 0000",
         *           "sameAs": "https://townhall.example.org"
         *         },
         *         "organizer": {
         *           "@type": "Person",
         *           "name": "Fair Club",
         *           "url": "https://fairclub.example.org",
         *           "email": "info@fairclub.example.org",
         *           "sameAs": "https://fairclub.example.org"
         *         },
         *         "offers": {
         *           "@type": "Offer",
         *           "price": "5",
         *           "priceCurrency": "USD",
         *           "url": "http://127.0.0.1:3000/event/spring-jazz-fair/",
         *           "category": "primary",
         *           "availability": "inStock",
         *           "validFrom": "2027-03-01T09:00:00Z"
         *         },
         *         "performer": "Organization"
         *       },
         *       "language": "en",
         *       "translations": {
         *         "en": 3
         *       }
         *     }
         */
        Event: {
            id: number;
            global_id: string;
            global_id_lineage: string[];
            /** @description Author user id as a string ("0" when none). */
            author: string;
            status: string;
            /** @description Publication time, site timezone, `YYYY-MM-DD HH:MM:SS`. */
            date: string;
            date_utc: string;
            modified: string;
            modified_utc: string;
            url: string;
            rest_url: string;
            title: string;
            /** @description Rendered HTML. */
            description: string;
            /** @description Rendered HTML. */
            excerpt: string;
            slug: string;
            image: components["schemas"]["Image"] | false;
            all_day: boolean | null;
            /** @description Local wall clock in the event timezone, `YYYY-MM-DD HH:MM:SS`. */
            start_date: string;
            start_date_details: components["schemas"]["DateDetails"];
            end_date: string;
            end_date_details: components["schemas"]["DateDetails"];
            utc_start_date: string;
            utc_start_date_details: components["schemas"]["DateDetails"];
            utc_end_date: string;
            utc_end_date_details: components["schemas"]["DateDetails"];
            timezone: string;
            timezone_abbr: string;
            cost: string;
            cost_details: components["schemas"]["CostDetails"];
            website: string;
            show_map: boolean | null;
            show_map_link: boolean | null;
            hide_from_listings: boolean | null;
            sticky: boolean | null;
            featured: boolean | null;
            categories: components["schemas"]["EmbeddedTerm"][];
            tags: components["schemas"]["EmbeddedTerm"][];
            /** @description The venue object, or `[]` when none. */
            venue: components["schemas"]["Venue"] | unknown[];
            organizer: components["schemas"]["Organizer"][];
            custom_fields: unknown[];
            /** @description Recurring events: the id of the series master, on the master and on each of its occurrences; `null` for a single event. */
            series_id: number | null;
            /** @description The RFC 5545 lines (`RRULE:`, `RDATE…:`, `EXDATE…:`) of a series master; `[]` on occurrences and single events. */
            recurrence: string[];
            /** @description An occurrence changed on its own: updates of its master pass it by. */
            detached: boolean;
            /**
             * @description Whether the event takes place, beside its publication `status`: `scheduled`, `canceled` or `postponed`. A canceled event stays listed; JSON-LD `eventStatus` and the iCalendar `STATUS` (CANCELLED, TENTATIVE) follow it. Shown for password-protected events too.
             * @enum {string}
             */
            event_status: "scheduled" | "canceled" | "postponed";
            /** @description Why the event is canceled or postponed: plain text (show it as text, never as HTML), `""` when none; blanked (`""`) for a password-protected event without access. */
            event_status_reason: string;
            /** @description schema.org JSON-LD object (an `Event`, `Place` or `Organization`). */
            json_ld?: {
                [key: string]: unknown;
            };
            language: string;
            /** @description Language code → record id for every record of the translation group, the record itself included. */
            translations: {
                [key: string]: number;
            };
        };
        EventList: {
            events: components["schemas"]["Event"][];
            rest_url: string;
            next_rest_url?: string;
            previous_rest_url?: string;
            total: number;
            total_pages: number;
        };
        VenueList: {
            venues: components["schemas"]["Venue"][];
            rest_url: string;
            next_rest_url?: string;
            previous_rest_url?: string;
            total: number;
            total_pages: number;
        };
        OrganizerList: {
            organizers: components["schemas"]["Organizer"][];
            rest_url: string;
            next_rest_url?: string;
            previous_rest_url?: string;
            total: number;
            total_pages: number;
        };
        CategoryList: {
            rest_url: string;
            total: number;
            total_pages: number;
            categories: components["schemas"]["Term"][];
            next_rest_url?: string;
            previous_rest_url?: string;
        };
        TagList: {
            rest_url: string;
            total: number;
            total_pages: number;
            tags: components["schemas"]["Term"][];
            next_rest_url?: string;
            previous_rest_url?: string;
        };
        ChangeList: {
            /** @description The changes after the cursor, in commit order. */
            changes: {
                /** @description This change's position in the feed: `after=<cursor>` continues after it. */
                cursor: string;
                /** @description The kind of record written. */
                kind: "event" | "venue" | "organizer" | "category" | "tag";
                /** @description The record's id. */
                id: number;
                /** @description What happened to the record. In the public view (callers below editor): `created` when it became readable to everyone, `deleted` when it stopped being so (unpublished, trashed, protected with a password, deleted), else `updated`. */
                action: "created" | "updated" | "trashed" | "restored" | "deleted";
                /** @description When the change was written, UTC (`YYYY-MM-DD HH:MM:SS`). */
                modified_utc: string;
                /** @description The record's URL in this API (a `deleted` record answers 404 or 403 there). */
                rest_url: string;
            }[];
            /** @description Send as `after` to continue: the last change's cursor, or the cursor sent when there is nothing new. */
            next_cursor: string;
            /** @description Whether more changes follow right now (ask again at once) or the feed is caught up (poll later). */
            has_more: boolean;
        };
        Webhook: {
            /** @description The endpoint's id. */
            id: number;
            /** @description Where deliveries go. */
            url: string;
            /** @description The patterns of the changes delivered ([]: all). */
            events: string[];
            /** @description The note given at creation. */
            description: string;
            /** @description Whether deliveries are made (false after 24 hours of failures, or when turned off). */
            enabled: boolean;
            /** @description When it was registered (ISO 8601, UTC). */
            created_utc: string;
            /** @description When the current run of failed deliveries began, or null. */
            failing_since_utc: string | null;
            /** @description The signing secret (`whsec_…`): only in the answer to the creation, never again. */
            secret?: string;
        };
        WebhookDelivery: {
            id: number;
            /** @description The `webhook-id` header sent: the same for every attempt at one change. */
            message_id: string;
            /** @description The change delivered, e.g. `event.updated`. */
            type: string;
            /** @description 1 for the first attempt at this change, 2 for the first retry, … */
            attempt: number;
            /** @description When the attempt was made (ISO 8601, UTC). */
            at_utc: string;
            /** @description The receiver's HTTP status, or null without an answer. */
            status: number | null;
            /** @description Why it failed (`HTTP 500`, a time-out, a refused address), or empty. */
            error: string;
            /** @description How long the attempt took. */
            duration_ms: number;
        };
        User: {
            /** @description The user's id: what `author` fields hold. */
            id: number;
            /** @description The login. */
            login: string;
            /** @description The display name. */
            name: string;
            /** @description The role: administrator, editor, author, contributor, subscriber. */
            role: string;
            /** @description When the user was added (ISO 8601, UTC). */
            created_utc: string;
            /** @description Whether the user can sign in with a password (never the password or its hash). */
            has_password: boolean;
            /** @description How many of the user's tokens are not revoked. */
            active_tokens: number;
        };
        Token: {
            /** @description The token's id (to revoke it). */
            id: number;
            /** @description The note given at creation. */
            label: string;
            /** @description When it was issued (ISO 8601, UTC). */
            created_utc: string;
            /** @description When it was revoked, or null while it works. */
            revoked_utc: string | null;
            /** @description The token itself (`cal_…`): only in the answer that issued it, never again. */
            token?: string;
        };
        SignOut: {
            /** @description Whether a live session ended. */
            ended: boolean;
        };
        RecurrencePreview: {
            /** @description The zone the rule is read in and the local dates are in. */
            timezone: string;
            /** @description The lines as an event would store them (names upper-cased, one line per property). */
            recurrence: string[];
            /** @description The first occurrences in order of their start, the first being the series' start itself. */
            occurrences: {
                /** @description Local wall clock in `timezone`, `YYYY-MM-DD HH:MM:SS`. */
                start_date: string;
                /** @description Local wall clock in `timezone`, `YYYY-MM-DD HH:MM:SS`. */
                end_date: string;
                /** @description UTC, `YYYY-MM-DD HH:MM:SS`. */
                utc_start_date: string;
                /** @description UTC, `YYYY-MM-DD HH:MM:SS`. */
                utc_end_date: string;
            }[];
            /** @description Whether the series has occurrences after the last one answered. */
            more: boolean;
            /** @description How many occurrences (the master included) a save would make now: those up to RECURRENCE_HORIZON ahead. */
            within_horizon: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description The query and body parameters of the request that this operation does not know and ignored, comma-separated, in the order sent: a mistyped filter (`?serch=`) or field (`titel`). Fields of a nested venue or organizer are named by their path in bracket notation (`venue[foo]`, `organizer[0][bar]`). Absent when every parameter is known. Exposed to browsers (CORS).
         * @example serch, venue[adress]
         */
        UnknownParams: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApiDocument: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document (this one) */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        openapi: "3.1.0";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page number: an integer from 1 (default 1). */
                page?: number;
                /** @description Page size: an integer from 1; default POSTS_PER_PAGE (10), values above 50 count as 50. */
                per_page?: number;
                /** @description Events that start on or after this date (its day from 00:00 unless `strict_dates`). Default `yesterday 23:59`, that is from yesterday 00:00; an `include` list drops it. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                start_date?: string;
                /** @description Events that end on or before this date (its day until 23:59:59 unless `strict_dates`). Default `+24 months`, to the end of that day; an `include` list drops it. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                end_date?: string;
                /** @description Events that start before this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                starts_before?: string;
                /** @description Events that start after this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                starts_after?: string;
                /** @description Events that end before this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                ends_before?: string;
                /** @description Events that end after this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                ends_after?: string;
                /** @description Compare the date filters with the times given instead of whole days (default false). Must not be empty. Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false. */
                strict_dates?: boolean;
                /** @description Words that must all occur in the title, excerpt or description, ignoring case, accents and compatibility forms (`fete` finds "Fête", `strasse` "Straße"): a non-empty string, split on spaces; `"quoted phrases"` stay together, a word with a leading `-` must not occur, one-letter words and common English words are ignored. */
                search?: string;
                /** @description Events in any of these categories: a comma list of category ids and/or slugs (or `categories[]=…` repeated); each must exist. */
                categories?: (number | string)[];
                /** @description Events with any of these tags: a comma list of tag ids and/or slugs (or `tags[]=…` repeated); each must exist. */
                tags?: (number | string)[];
                /** @description Events at any of these venues: a comma list of venue ids; each must be an existing venue. */
                venue?: number[];
                /** @description Events with any of these organizers: a comma list of organizer ids; each must exist. */
                organizer?: number[];
                /** @description `true`: featured events only; `false`: the others only. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                featured?: boolean;
                /** @description Events of these statuses: a comma list of `publish`, `future`, `draft`, `pending`, `private`, `trash`. Without a token only `publish` is allowed; contributors and authors see their own records of the other statuses. */
                status?: ("publish" | "future" | "draft" | "pending" | "private" | "trash")[];
                /** @description Events of these event statuses: a comma list of `scheduled`, `canceled`, `postponed` (or `event_status[]=…` repeated). Without it canceled and postponed events are listed too, so that people learn an event is off. */
                event_status?: ("scheduled" | "canceled" | "postponed")[];
                /** @description Only these events: a comma list of event ids (unknown ids match nothing). Drops `start_date` and `end_date`; orders by publication date. */
                include?: number[];
                /** @description Events whose parent event is this one: the id of an existing event (an integer). With the id of a recurring series' master: its other occurrences. */
                post_parent?: number;
                /** @description `true`: of each recurring series, only its first occurrence among the listed events. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                hide_subsequent_recurrences?: boolean;
                /** @description `true`: only events whose venue has coordinates; with `geoloc_lat` and `geoloc_lng`, those within `geoloc_radius` km, nearest first. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                geoloc?: boolean;
                /** @description Latitude of the centre: a number from -90 to 90; acts with `geoloc=true` and `geoloc_lng`. */
                geoloc_lat?: number;
                /** @description Longitude of the centre: a number from -180 to 180; acts with `geoloc=true` and `geoloc_lat`. */
                geoloc_lng?: number;
                /** @description Radius in km around the centre: a number above 0, at most 20000 (default 10). */
                geoloc_radius?: number;
                /** @description Tickets are not supported: `true` is refused (400, detail `event-tickets-not-active`), `false` does nothing. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                ticketed?: boolean;
                /** @description Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked. */
                password?: string;
                /** @description `view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full. */
                context?: "view" | "edit";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events: the records, then `rest_url`, the neighbouring pages' URLs when there are any, `total` and `total_pages` */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `event-archive-page-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Spring Jazz Fair",
                 *       "start_date": "+7 days 2pm",
                 *       "end_date": "+7 days 6pm",
                 *       "timezone": "Europe/Amsterdam",
                 *       "excerpt": "An afternoon of jazz on the square.",
                 *       "description": "Three bands, food stalls and games for children.",
                 *       "cost": [
                 *         "5",
                 *         "12"
                 *       ],
                 *       "website": "https://fair.example.org",
                 *       "venue": {
                 *         "venue": "Town Hall",
                 *         "address": "Stadhuisplein 1",
                 *         "city": "Utrecht",
                 *         "zip": "3511 AB",
                 *         "country": "Netherlands",
                 *         "phone": "+31 30 000 0000",
                 *         "website": "https://townhall.example.org",
                 *         "latitude": 52.0907,
                 *         "longitude": 5.1214
                 *       },
                 *       "organizer": [
                 *         {
                 *           "organizer": "Fair Club",
                 *           "email": "info@fairclub.example.org",
                 *           "website": "https://fairclub.example.org",
                 *           "phone": "+31 6 0000 0000"
                 *         }
                 *       ],
                 *       "categories": [
                 *         "Jazz"
                 *       ],
                 *       "tags": [
                 *         "Outdoor"
                 *       ]
                 *     }
                 */
                "application/json": {
                    title: string;
                    /** @description At most 128 KiB of UTF-8. */
                    description?: string;
                    /** @description At most 16 KiB of UTF-8. */
                    excerpt?: string;
                    slug?: string;
                    /** @description Id of an existing user. */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the event (or site) timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Start, in the event timezone when it has no offset. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 2pm
                     */
                    start_date: string;
                    /**
                     * Format: calendar-date
                     * @description End, in the event timezone when it has no offset; an end before the start becomes the start. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 6pm
                     */
                    end_date: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map_link?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    hide_from_listings?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    sticky?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    featured?: boolean;
                    /** @description Category ids, slugs or names; `""`/`[]` = none. At most 20 new terms per write, categories and tags together. */
                    categories?: (number | string)[];
                    /** @description Tag ids, slugs or names; `""`/`[]` = none. */
                    tags?: (number | string)[];
                    venue?: number | string | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }) | unknown[];
                    organizer?: (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    })) | (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }))[];
                    /** @description Protects the event: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Whether the event takes place: `scheduled` (the default), `canceled` or `postponed`. On a series master it applies to every occurrence not changed on its own; sent for an occurrence (recurrence_scope `this`), it detaches that occurrence.
                     * @example canceled
                     * @enum {string}
                     */
                    event_status?: "scheduled" | "canceled" | "postponed";
                    /**
                     * @description Why the event is canceled or postponed: plain text of at most 500 characters (HTML is kept as the text it is, never rendered); `""` clears it, and so does `event_status=scheduled` sent without it.
                     * @example The hall is closed for repairs; new date to follow.
                     */
                    event_status_reason?: string;
                    /**
                     * @description Makes the event the master of a recurring series: RFC 5545 lines, at most one `RRULE:` (FREQ DAILY, WEEKLY, MONTHLY or YEARLY) and any `RDATE` and `EXDATE` (`;TZID=…:`, UTC `…Z`, or `;VALUE=DATE:`), read in the event's timezone on its wall clock against `start_date`; a text holds one line per line. Every other occurrence becomes an event of its own (`post_parent` = the master) up to RECURRENCE_HORIZON ahead; more than RECURRENCE_MAX occurrences there is refused. `[]`, `""` or `null` on an update ends the recurrence (the future occurrences go).
                     * @example [
                     *       "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10"
                     *     ]
                     */
                    recurrence?: string[] | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "title": "Spring Jazz Fair",
                 *       "start_date": "+7 days 2pm",
                 *       "end_date": "+7 days 6pm",
                 *       "timezone": "Europe/Amsterdam",
                 *       "excerpt": "An afternoon of jazz on the square.",
                 *       "description": "Three bands, food stalls and games for children.",
                 *       "cost": [
                 *         "5",
                 *         "12"
                 *       ],
                 *       "website": "https://fair.example.org",
                 *       "venue": {
                 *         "venue": "Town Hall",
                 *         "address": "Stadhuisplein 1",
                 *         "city": "Utrecht",
                 *         "zip": "3511 AB",
                 *         "country": "Netherlands",
                 *         "phone": "+31 30 000 0000",
                 *         "website": "https://townhall.example.org",
                 *         "latitude": 52.0907,
                 *         "longitude": 5.1214
                 *       },
                 *       "organizer": [
                 *         {
                 *           "organizer": "Fair Club",
                 *           "email": "info@fairclub.example.org",
                 *           "website": "https://fairclub.example.org",
                 *           "phone": "+31 6 0000 0000"
                 *         }
                 *       ],
                 *       "categories": [
                 *         "Jazz"
                 *       ],
                 *       "tags": [
                 *         "Outdoor"
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    title: string;
                    /** @description At most 128 KiB of UTF-8. */
                    description?: string;
                    /** @description At most 16 KiB of UTF-8. */
                    excerpt?: string;
                    slug?: string;
                    /** @description Id of an existing user. */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the event (or site) timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Start, in the event timezone when it has no offset. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 2pm
                     */
                    start_date: string;
                    /**
                     * Format: calendar-date
                     * @description End, in the event timezone when it has no offset; an end before the start becomes the start. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 6pm
                     */
                    end_date: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map_link?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    hide_from_listings?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    sticky?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    featured?: boolean;
                    /** @description Category ids, slugs or names; `""`/`[]` = none. At most 20 new terms per write, categories and tags together. */
                    categories?: (number | string)[];
                    /** @description Tag ids, slugs or names; `""`/`[]` = none. */
                    tags?: (number | string)[];
                    venue?: number | string | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }) | unknown[];
                    organizer?: (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    })) | (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }))[];
                    /** @description Protects the event: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Whether the event takes place: `scheduled` (the default), `canceled` or `postponed`. On a series master it applies to every occurrence not changed on its own; sent for an occurrence (recurrence_scope `this`), it detaches that occurrence.
                     * @example canceled
                     * @enum {string}
                     */
                    event_status?: "scheduled" | "canceled" | "postponed";
                    /**
                     * @description Why the event is canceled or postponed: plain text of at most 500 characters (HTML is kept as the text it is, never rendered); `""` clears it, and so does `event_status=scheduled` sent without it.
                     * @example The hall is closed for repairs; new date to follow.
                     */
                    event_status_reason?: string;
                    /**
                     * @description Makes the event the master of a recurring series: RFC 5545 lines, at most one `RRULE:` (FREQ DAILY, WEEKLY, MONTHLY or YEARLY) and any `RDATE` and `EXDATE` (`;TZID=…:`, UTC `…Z`, or `;VALUE=DATE:`), read in the event's timezone on its wall clock against `start_date`; a text holds one line per line. Every other occurrence becomes an event of its own (`post_parent` = the master) up to RECURRENCE_HORIZON ahead; more than RECURRENCE_MAX occurrences there is refused. `[]`, `""` or `null` on an update ends the recurrence (the future occurrences go).
                     * @example [
                     *       "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10"
                     *     ]
                     */
                    recurrence?: string[] | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "title": "Spring Jazz Fair",
                 *       "start_date": "+7 days 2pm",
                 *       "end_date": "+7 days 6pm",
                 *       "timezone": "Europe/Amsterdam",
                 *       "excerpt": "An afternoon of jazz on the square.",
                 *       "description": "Three bands, food stalls and games for children.",
                 *       "cost": [
                 *         "5",
                 *         "12"
                 *       ],
                 *       "website": "https://fair.example.org",
                 *       "venue": {
                 *         "venue": "Town Hall",
                 *         "address": "Stadhuisplein 1",
                 *         "city": "Utrecht",
                 *         "zip": "3511 AB",
                 *         "country": "Netherlands",
                 *         "phone": "+31 30 000 0000",
                 *         "website": "https://townhall.example.org",
                 *         "latitude": 52.0907,
                 *         "longitude": 5.1214
                 *       },
                 *       "organizer": [
                 *         {
                 *           "organizer": "Fair Club",
                 *           "email": "info@fairclub.example.org",
                 *           "website": "https://fairclub.example.org",
                 *           "phone": "+31 6 0000 0000"
                 *         }
                 *       ],
                 *       "categories": [
                 *         "Jazz"
                 *       ],
                 *       "tags": [
                 *         "Outdoor"
                 *       ]
                 *     }
                 */
                "multipart/form-data": {
                    title: string;
                    /** @description At most 128 KiB of UTF-8. */
                    description?: string;
                    /** @description At most 16 KiB of UTF-8. */
                    excerpt?: string;
                    slug?: string;
                    /** @description Id of an existing user. */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the event (or site) timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Start, in the event timezone when it has no offset. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 2pm
                     */
                    start_date: string;
                    /**
                     * Format: calendar-date
                     * @description End, in the event timezone when it has no offset; an end before the start becomes the start. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 6pm
                     */
                    end_date: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map_link?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    hide_from_listings?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    sticky?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    featured?: boolean;
                    /** @description Category ids, slugs or names; `""`/`[]` = none. At most 20 new terms per write, categories and tags together. */
                    categories?: (number | string)[];
                    /** @description Tag ids, slugs or names; `""`/`[]` = none. */
                    tags?: (number | string)[];
                    venue?: number | string | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }) | unknown[];
                    organizer?: (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    })) | (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }))[];
                    /** @description Protects the event: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Whether the event takes place: `scheduled` (the default), `canceled` or `postponed`. On a series master it applies to every occurrence not changed on its own; sent for an occurrence (recurrence_scope `this`), it detaches that occurrence.
                     * @example canceled
                     * @enum {string}
                     */
                    event_status?: "scheduled" | "canceled" | "postponed";
                    /**
                     * @description Why the event is canceled or postponed: plain text of at most 500 characters (HTML is kept as the text it is, never rendered); `""` clears it, and so does `event_status=scheduled` sent without it.
                     * @example The hall is closed for repairs; new date to follow.
                     */
                    event_status_reason?: string;
                    /**
                     * @description Makes the event the master of a recurring series: RFC 5545 lines, at most one `RRULE:` (FREQ DAILY, WEEKLY, MONTHLY or YEARLY) and any `RDATE` and `EXDATE` (`;TZID=…:`, UTC `…Z`, or `;VALUE=DATE:`), read in the event's timezone on its wall clock against `start_date`; a text holds one line per line. Every other occurrence becomes an event of its own (`post_parent` = the master) up to RECURRENCE_HORIZON ahead; more than RECURRENCE_MAX occurrences there is refused. `[]`, `""` or `null` on an update ends the recurrence (the future occurrences go).
                     * @example [
                     *       "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10"
                     *     ]
                     */
                    recurrence?: string[] | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The created event */
            201: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `could-not-create-venue`, `could-not-create-organizer`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: {
                /** @description Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked. */
                password?: string;
                /** @description `view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full. */
                context?: "view" | "edit";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of an event (or of a record of another kind: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /events or GET /events; the example, 3, is the event that the POST /events example creates on an empty database.
                 * @example 3
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest-invalid-event-id`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `event-no-longer-available`, `event-not-accessible`, `event-password-protected`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `rest-event-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    trashEvent: {
        parameters: {
            query?: {
                /** @description `true`: remove the record for good instead of moving it to the trash; the answer is then `{"deleted": true, "previous": <record>}`. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                force?: boolean;
                /** @description A string, `this`, `following` or `all`, for an occurrence of a recurring series: `this` (default) changes or deletes the occurrence alone (an update detaches it, a DELETE adds an `EXDATE` to the series); `following` this occurrence and the later ones (the series is split: the earlier part's rule ends with an `UNTIL`, and an update makes this occurrence the master of the rest); `all` the whole series (dates sent move the master by as much as they move this occurrence). Ignored for masters and single events: a master's update or DELETE is always the series'. */
                recurrence_scope?: "this" | "following" | "all";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of an event (or of a record of another kind: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /events or GET /events; the example, 3, is the event that the POST /events example creates on an empty database.
                 * @example 3
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: components["schemas"]["Event"];
                    } | components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest-invalid-event-id`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `rest-event-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `event-is-in-trash`. */
            410: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-event`. */
            500: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of an event (or of a record of another kind: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /events or GET /events; the example, 3, is the event that the POST /events example creates on an empty database.
                 * @example 3
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "excerpt": "An afternoon of jazz on the square, with a food market.",
                 *       "featured": true
                 *     }
                 */
                "application/json": {
                    title?: string;
                    /** @description At most 128 KiB of UTF-8. */
                    description?: string;
                    /** @description At most 16 KiB of UTF-8. */
                    excerpt?: string;
                    slug?: string;
                    /** @description Id of an existing user. */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the event (or site) timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Start, in the event timezone when it has no offset. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 2pm
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description End, in the event timezone when it has no offset; an end before the start becomes the start. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 6pm
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map_link?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    hide_from_listings?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    sticky?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    featured?: boolean;
                    /** @description Category ids, slugs or names; `""`/`[]` = none. At most 20 new terms per write, categories and tags together. */
                    categories?: (number | string)[];
                    /** @description Tag ids, slugs or names; `""`/`[]` = none. */
                    tags?: (number | string)[];
                    venue?: number | string | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }) | unknown[];
                    organizer?: (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    })) | (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }))[];
                    /** @description Protects the event: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Whether the event takes place: `scheduled` (the default), `canceled` or `postponed`. On a series master it applies to every occurrence not changed on its own; sent for an occurrence (recurrence_scope `this`), it detaches that occurrence.
                     * @example canceled
                     * @enum {string}
                     */
                    event_status?: "scheduled" | "canceled" | "postponed";
                    /**
                     * @description Why the event is canceled or postponed: plain text of at most 500 characters (HTML is kept as the text it is, never rendered); `""` clears it, and so does `event_status=scheduled` sent without it.
                     * @example The hall is closed for repairs; new date to follow.
                     */
                    event_status_reason?: string;
                    /**
                     * @description Makes the event the master of a recurring series: RFC 5545 lines, at most one `RRULE:` (FREQ DAILY, WEEKLY, MONTHLY or YEARLY) and any `RDATE` and `EXDATE` (`;TZID=…:`, UTC `…Z`, or `;VALUE=DATE:`), read in the event's timezone on its wall clock against `start_date`; a text holds one line per line. Every other occurrence becomes an event of its own (`post_parent` = the master) up to RECURRENCE_HORIZON ahead; more than RECURRENCE_MAX occurrences there is refused. `[]`, `""` or `null` on an update ends the recurrence (the future occurrences go).
                     * @example [
                     *       "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10"
                     *     ]
                     */
                    recurrence?: string[] | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /**
                     * @description A string, `this`, `following` or `all`, for an occurrence of a recurring series: `this` (default) changes or deletes the occurrence alone (an update detaches it, a DELETE adds an `EXDATE` to the series); `following` this occurrence and the later ones (the series is split: the earlier part's rule ends with an `UNTIL`, and an update makes this occurrence the master of the rest); `all` the whole series (dates sent move the master by as much as they move this occurrence). Ignored for masters and single events: a master's update or DELETE is always the series'.
                     * @example this
                     */
                    recurrence_scope?: "this" | "following" | "all";
                };
                /**
                 * @example {
                 *       "excerpt": "An afternoon of jazz on the square, with a food market.",
                 *       "featured": true
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    title?: string;
                    /** @description At most 128 KiB of UTF-8. */
                    description?: string;
                    /** @description At most 16 KiB of UTF-8. */
                    excerpt?: string;
                    slug?: string;
                    /** @description Id of an existing user. */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the event (or site) timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Start, in the event timezone when it has no offset. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 2pm
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description End, in the event timezone when it has no offset; an end before the start becomes the start. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 6pm
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map_link?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    hide_from_listings?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    sticky?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    featured?: boolean;
                    /** @description Category ids, slugs or names; `""`/`[]` = none. At most 20 new terms per write, categories and tags together. */
                    categories?: (number | string)[];
                    /** @description Tag ids, slugs or names; `""`/`[]` = none. */
                    tags?: (number | string)[];
                    venue?: number | string | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }) | unknown[];
                    organizer?: (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    })) | (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }))[];
                    /** @description Protects the event: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Whether the event takes place: `scheduled` (the default), `canceled` or `postponed`. On a series master it applies to every occurrence not changed on its own; sent for an occurrence (recurrence_scope `this`), it detaches that occurrence.
                     * @example canceled
                     * @enum {string}
                     */
                    event_status?: "scheduled" | "canceled" | "postponed";
                    /**
                     * @description Why the event is canceled or postponed: plain text of at most 500 characters (HTML is kept as the text it is, never rendered); `""` clears it, and so does `event_status=scheduled` sent without it.
                     * @example The hall is closed for repairs; new date to follow.
                     */
                    event_status_reason?: string;
                    /**
                     * @description Makes the event the master of a recurring series: RFC 5545 lines, at most one `RRULE:` (FREQ DAILY, WEEKLY, MONTHLY or YEARLY) and any `RDATE` and `EXDATE` (`;TZID=…:`, UTC `…Z`, or `;VALUE=DATE:`), read in the event's timezone on its wall clock against `start_date`; a text holds one line per line. Every other occurrence becomes an event of its own (`post_parent` = the master) up to RECURRENCE_HORIZON ahead; more than RECURRENCE_MAX occurrences there is refused. `[]`, `""` or `null` on an update ends the recurrence (the future occurrences go).
                     * @example [
                     *       "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10"
                     *     ]
                     */
                    recurrence?: string[] | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /**
                     * @description A string, `this`, `following` or `all`, for an occurrence of a recurring series: `this` (default) changes or deletes the occurrence alone (an update detaches it, a DELETE adds an `EXDATE` to the series); `following` this occurrence and the later ones (the series is split: the earlier part's rule ends with an `UNTIL`, and an update makes this occurrence the master of the rest); `all` the whole series (dates sent move the master by as much as they move this occurrence). Ignored for masters and single events: a master's update or DELETE is always the series'.
                     * @example this
                     */
                    recurrence_scope?: "this" | "following" | "all";
                };
                /**
                 * @example {
                 *       "excerpt": "An afternoon of jazz on the square, with a food market.",
                 *       "featured": true
                 *     }
                 */
                "multipart/form-data": {
                    title?: string;
                    /** @description At most 128 KiB of UTF-8. */
                    description?: string;
                    /** @description At most 16 KiB of UTF-8. */
                    excerpt?: string;
                    slug?: string;
                    /** @description Id of an existing user. */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the event (or site) timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Start, in the event timezone when it has no offset. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 2pm
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description End, in the event timezone when it has no offset; an end before the start becomes the start. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 6pm
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map_link?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    hide_from_listings?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    sticky?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    featured?: boolean;
                    /** @description Category ids, slugs or names; `""`/`[]` = none. At most 20 new terms per write, categories and tags together. */
                    categories?: (number | string)[];
                    /** @description Tag ids, slugs or names; `""`/`[]` = none. */
                    tags?: (number | string)[];
                    venue?: number | string | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }) | unknown[];
                    organizer?: (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    })) | (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }))[];
                    /** @description Protects the event: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Whether the event takes place: `scheduled` (the default), `canceled` or `postponed`. On a series master it applies to every occurrence not changed on its own; sent for an occurrence (recurrence_scope `this`), it detaches that occurrence.
                     * @example canceled
                     * @enum {string}
                     */
                    event_status?: "scheduled" | "canceled" | "postponed";
                    /**
                     * @description Why the event is canceled or postponed: plain text of at most 500 characters (HTML is kept as the text it is, never rendered); `""` clears it, and so does `event_status=scheduled` sent without it.
                     * @example The hall is closed for repairs; new date to follow.
                     */
                    event_status_reason?: string;
                    /**
                     * @description Makes the event the master of a recurring series: RFC 5545 lines, at most one `RRULE:` (FREQ DAILY, WEEKLY, MONTHLY or YEARLY) and any `RDATE` and `EXDATE` (`;TZID=…:`, UTC `…Z`, or `;VALUE=DATE:`), read in the event's timezone on its wall clock against `start_date`; a text holds one line per line. Every other occurrence becomes an event of its own (`post_parent` = the master) up to RECURRENCE_HORIZON ahead; more than RECURRENCE_MAX occurrences there is refused. `[]`, `""` or `null` on an update ends the recurrence (the future occurrences go).
                     * @example [
                     *       "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10"
                     *     ]
                     */
                    recurrence?: string[] | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /**
                     * @description A string, `this`, `following` or `all`, for an occurrence of a recurring series: `this` (default) changes or deletes the occurrence alone (an update detaches it, a DELETE adds an `EXDATE` to the series); `following` this occurrence and the later ones (the series is split: the earlier part's rule ends with an `UNTIL`, and an update makes this occurrence the master of the rest); `all` the whole series (dates sent move the master by as much as they move this occurrence). Ignored for masters and single events: a master's update or DELETE is always the series'.
                     * @example this
                     */
                    recurrence_scope?: "this" | "following" | "all";
                };
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest-invalid-event-id`, `could-not-create-venue`, `could-not-create-organizer`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `rest-event-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEventBySlug: {
        parameters: {
            query?: {
                /** @description Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked. */
                password?: string;
                /** @description `view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full. */
                context?: "view" | "edit";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Slug of an event in the request's language: any characters but `/`, compared after slugifying (lower case, accents removed, spaces as `-`). `spring-jazz-fair` is the slug the create example gives on an empty database.
                 * @example spring-jazz-fair
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `event-no-longer-available`, `event-not-accessible`, `event-password-protected`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    trashEventBySlug: {
        parameters: {
            query?: {
                /** @description `true`: remove the record for good instead of moving it to the trash; the answer is then `{"deleted": true, "previous": <record>}`. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                force?: boolean;
                /** @description A string, `this`, `following` or `all`, for an occurrence of a recurring series: `this` (default) changes or deletes the occurrence alone (an update detaches it, a DELETE adds an `EXDATE` to the series); `following` this occurrence and the later ones (the series is split: the earlier part's rule ends with an `UNTIL`, and an update makes this occurrence the master of the rest); `all` the whole series (dates sent move the master by as much as they move this occurrence). Ignored for masters and single events: a master's update or DELETE is always the series'. */
                recurrence_scope?: "this" | "following" | "all";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Slug of an event in the request's language: any characters but `/`, compared after slugifying (lower case, accents removed, spaces as `-`). `spring-jazz-fair` is the slug the create example gives on an empty database.
                 * @example spring-jazz-fair
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: components["schemas"]["Event"];
                    } | components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `event-is-in-trash`. */
            410: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-event`. */
            500: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventBySlug: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Slug of an event in the request's language: any characters but `/`, compared after slugifying (lower case, accents removed, spaces as `-`). `spring-jazz-fair` is the slug the create example gives on an empty database.
                 * @example spring-jazz-fair
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "excerpt": "An afternoon of jazz on the square, with a food market.",
                 *       "featured": true
                 *     }
                 */
                "application/json": {
                    title?: string;
                    /** @description At most 128 KiB of UTF-8. */
                    description?: string;
                    /** @description At most 16 KiB of UTF-8. */
                    excerpt?: string;
                    slug?: string;
                    /** @description Id of an existing user. */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the event (or site) timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Start, in the event timezone when it has no offset. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 2pm
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description End, in the event timezone when it has no offset; an end before the start becomes the start. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 6pm
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map_link?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    hide_from_listings?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    sticky?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    featured?: boolean;
                    /** @description Category ids, slugs or names; `""`/`[]` = none. At most 20 new terms per write, categories and tags together. */
                    categories?: (number | string)[];
                    /** @description Tag ids, slugs or names; `""`/`[]` = none. */
                    tags?: (number | string)[];
                    venue?: number | string | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }) | unknown[];
                    organizer?: (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    })) | (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }))[];
                    /** @description Protects the event: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Whether the event takes place: `scheduled` (the default), `canceled` or `postponed`. On a series master it applies to every occurrence not changed on its own; sent for an occurrence (recurrence_scope `this`), it detaches that occurrence.
                     * @example canceled
                     * @enum {string}
                     */
                    event_status?: "scheduled" | "canceled" | "postponed";
                    /**
                     * @description Why the event is canceled or postponed: plain text of at most 500 characters (HTML is kept as the text it is, never rendered); `""` clears it, and so does `event_status=scheduled` sent without it.
                     * @example The hall is closed for repairs; new date to follow.
                     */
                    event_status_reason?: string;
                    /**
                     * @description Makes the event the master of a recurring series: RFC 5545 lines, at most one `RRULE:` (FREQ DAILY, WEEKLY, MONTHLY or YEARLY) and any `RDATE` and `EXDATE` (`;TZID=…:`, UTC `…Z`, or `;VALUE=DATE:`), read in the event's timezone on its wall clock against `start_date`; a text holds one line per line. Every other occurrence becomes an event of its own (`post_parent` = the master) up to RECURRENCE_HORIZON ahead; more than RECURRENCE_MAX occurrences there is refused. `[]`, `""` or `null` on an update ends the recurrence (the future occurrences go).
                     * @example [
                     *       "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10"
                     *     ]
                     */
                    recurrence?: string[] | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /**
                     * @description A string, `this`, `following` or `all`, for an occurrence of a recurring series: `this` (default) changes or deletes the occurrence alone (an update detaches it, a DELETE adds an `EXDATE` to the series); `following` this occurrence and the later ones (the series is split: the earlier part's rule ends with an `UNTIL`, and an update makes this occurrence the master of the rest); `all` the whole series (dates sent move the master by as much as they move this occurrence). Ignored for masters and single events: a master's update or DELETE is always the series'.
                     * @example this
                     */
                    recurrence_scope?: "this" | "following" | "all";
                };
                /**
                 * @example {
                 *       "excerpt": "An afternoon of jazz on the square, with a food market.",
                 *       "featured": true
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    title?: string;
                    /** @description At most 128 KiB of UTF-8. */
                    description?: string;
                    /** @description At most 16 KiB of UTF-8. */
                    excerpt?: string;
                    slug?: string;
                    /** @description Id of an existing user. */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the event (or site) timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Start, in the event timezone when it has no offset. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 2pm
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description End, in the event timezone when it has no offset; an end before the start becomes the start. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 6pm
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map_link?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    hide_from_listings?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    sticky?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    featured?: boolean;
                    /** @description Category ids, slugs or names; `""`/`[]` = none. At most 20 new terms per write, categories and tags together. */
                    categories?: (number | string)[];
                    /** @description Tag ids, slugs or names; `""`/`[]` = none. */
                    tags?: (number | string)[];
                    venue?: number | string | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }) | unknown[];
                    organizer?: (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    })) | (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }))[];
                    /** @description Protects the event: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Whether the event takes place: `scheduled` (the default), `canceled` or `postponed`. On a series master it applies to every occurrence not changed on its own; sent for an occurrence (recurrence_scope `this`), it detaches that occurrence.
                     * @example canceled
                     * @enum {string}
                     */
                    event_status?: "scheduled" | "canceled" | "postponed";
                    /**
                     * @description Why the event is canceled or postponed: plain text of at most 500 characters (HTML is kept as the text it is, never rendered); `""` clears it, and so does `event_status=scheduled` sent without it.
                     * @example The hall is closed for repairs; new date to follow.
                     */
                    event_status_reason?: string;
                    /**
                     * @description Makes the event the master of a recurring series: RFC 5545 lines, at most one `RRULE:` (FREQ DAILY, WEEKLY, MONTHLY or YEARLY) and any `RDATE` and `EXDATE` (`;TZID=…:`, UTC `…Z`, or `;VALUE=DATE:`), read in the event's timezone on its wall clock against `start_date`; a text holds one line per line. Every other occurrence becomes an event of its own (`post_parent` = the master) up to RECURRENCE_HORIZON ahead; more than RECURRENCE_MAX occurrences there is refused. `[]`, `""` or `null` on an update ends the recurrence (the future occurrences go).
                     * @example [
                     *       "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10"
                     *     ]
                     */
                    recurrence?: string[] | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /**
                     * @description A string, `this`, `following` or `all`, for an occurrence of a recurring series: `this` (default) changes or deletes the occurrence alone (an update detaches it, a DELETE adds an `EXDATE` to the series); `following` this occurrence and the later ones (the series is split: the earlier part's rule ends with an `UNTIL`, and an update makes this occurrence the master of the rest); `all` the whole series (dates sent move the master by as much as they move this occurrence). Ignored for masters and single events: a master's update or DELETE is always the series'.
                     * @example this
                     */
                    recurrence_scope?: "this" | "following" | "all";
                };
                /**
                 * @example {
                 *       "excerpt": "An afternoon of jazz on the square, with a food market.",
                 *       "featured": true
                 *     }
                 */
                "multipart/form-data": {
                    title?: string;
                    /** @description At most 128 KiB of UTF-8. */
                    description?: string;
                    /** @description At most 16 KiB of UTF-8. */
                    excerpt?: string;
                    slug?: string;
                    /** @description Id of an existing user. */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the event (or site) timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Start, in the event timezone when it has no offset. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 2pm
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description End, in the event timezone when it has no offset; an end before the start becomes the start. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example +7 days 6pm
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    show_map_link?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    hide_from_listings?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    sticky?: boolean;
                    /** @description Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                    featured?: boolean;
                    /** @description Category ids, slugs or names; `""`/`[]` = none. At most 20 new terms per write, categories and tags together. */
                    categories?: (number | string)[];
                    /** @description Tag ids, slugs or names; `""`/`[]` = none. */
                    tags?: (number | string)[];
                    venue?: number | string | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }) | unknown[];
                    organizer?: (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    })) | (number | ({
                        id?: number;
                    } & {
                        [key: string]: unknown;
                    }))[];
                    /** @description Protects the event: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Whether the event takes place: `scheduled` (the default), `canceled` or `postponed`. On a series master it applies to every occurrence not changed on its own; sent for an occurrence (recurrence_scope `this`), it detaches that occurrence.
                     * @example canceled
                     * @enum {string}
                     */
                    event_status?: "scheduled" | "canceled" | "postponed";
                    /**
                     * @description Why the event is canceled or postponed: plain text of at most 500 characters (HTML is kept as the text it is, never rendered); `""` clears it, and so does `event_status=scheduled` sent without it.
                     * @example The hall is closed for repairs; new date to follow.
                     */
                    event_status_reason?: string;
                    /**
                     * @description Makes the event the master of a recurring series: RFC 5545 lines, at most one `RRULE:` (FREQ DAILY, WEEKLY, MONTHLY or YEARLY) and any `RDATE` and `EXDATE` (`;TZID=…:`, UTC `…Z`, or `;VALUE=DATE:`), read in the event's timezone on its wall clock against `start_date`; a text holds one line per line. Every other occurrence becomes an event of its own (`post_parent` = the master) up to RECURRENCE_HORIZON ahead; more than RECURRENCE_MAX occurrences there is refused. `[]`, `""` or `null` on an update ends the recurrence (the future occurrences go).
                     * @example [
                     *       "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=10"
                     *     ]
                     */
                    recurrence?: string[] | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /**
                     * @description A string, `this`, `following` or `all`, for an occurrence of a recurring series: `this` (default) changes or deletes the occurrence alone (an update detaches it, a DELETE adds an `EXDATE` to the series); `following` this occurrence and the later ones (the series is split: the earlier part's rule ends with an `UNTIL`, and an update makes this occurrence the master of the rest); `all` the whole series (dates sent move the master by as much as they move this occurrence). Ignored for masters and single events: a master's update or DELETE is always the series'.
                     * @example this
                     */
                    recurrence_scope?: "this" | "following" | "all";
                };
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `could-not-create-venue`, `could-not-create-organizer`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEventsIcal: {
        parameters: {
            query?: {
                /** @description Page number: an integer from 1 (default 1). */
                page?: number;
                /** @description Page size: an integer from 1; default POSTS_PER_PAGE (10), values above 50 count as 50. */
                per_page?: number;
                /** @description Events that start on or after this date (its day from 00:00 unless `strict_dates`). Default `yesterday 23:59`, that is from yesterday 00:00; an `include` list drops it. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                start_date?: string;
                /** @description Events that end on or before this date (its day until 23:59:59 unless `strict_dates`). Default `+24 months`, to the end of that day; an `include` list drops it. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                end_date?: string;
                /** @description Events that start before this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                starts_before?: string;
                /** @description Events that start after this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                starts_after?: string;
                /** @description Events that end before this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                ends_before?: string;
                /** @description Events that end after this date (its day until 23:59:59 unless `strict_dates`); drops the default `start_date` and `end_date`. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                ends_after?: string;
                /** @description Compare the date filters with the times given instead of whole days (default false). Must not be empty. Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false. */
                strict_dates?: boolean;
                /** @description Words that must all occur in the title, excerpt or description, ignoring case, accents and compatibility forms (`fete` finds "Fête", `strasse` "Straße"): a non-empty string, split on spaces; `"quoted phrases"` stay together, a word with a leading `-` must not occur, one-letter words and common English words are ignored. */
                search?: string;
                /** @description Events in any of these categories: a comma list of category ids and/or slugs (or `categories[]=…` repeated); each must exist. */
                categories?: (number | string)[];
                /** @description Events with any of these tags: a comma list of tag ids and/or slugs (or `tags[]=…` repeated); each must exist. */
                tags?: (number | string)[];
                /** @description Events at any of these venues: a comma list of venue ids; each must be an existing venue. */
                venue?: number[];
                /** @description Events with any of these organizers: a comma list of organizer ids; each must exist. */
                organizer?: number[];
                /** @description `true`: featured events only; `false`: the others only. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                featured?: boolean;
                /** @description Events of these statuses: a comma list of `publish`, `future`, `draft`, `pending`, `private`, `trash`. Without a token only `publish` is allowed; contributors and authors see their own records of the other statuses. */
                status?: ("publish" | "future" | "draft" | "pending" | "private" | "trash")[];
                /** @description Events of these event statuses: a comma list of `scheduled`, `canceled`, `postponed` (or `event_status[]=…` repeated). Without it canceled and postponed events are listed too, so that people learn an event is off. */
                event_status?: ("scheduled" | "canceled" | "postponed")[];
                /** @description Only these events: a comma list of event ids (unknown ids match nothing). Drops `start_date` and `end_date`; orders by publication date. */
                include?: number[];
                /** @description Events whose parent event is this one: the id of an existing event (an integer). With the id of a recurring series' master: its other occurrences. */
                post_parent?: number;
                /** @description `true`: of each recurring series, only its first occurrence among the listed events. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                hide_subsequent_recurrences?: boolean;
                /** @description `true`: only events whose venue has coordinates; with `geoloc_lat` and `geoloc_lng`, those within `geoloc_radius` km, nearest first. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                geoloc?: boolean;
                /** @description Latitude of the centre: a number from -90 to 90; acts with `geoloc=true` and `geoloc_lng`. */
                geoloc_lat?: number;
                /** @description Longitude of the centre: a number from -180 to 180; acts with `geoloc=true` and `geoloc_lat`. */
                geoloc_lng?: number;
                /** @description Radius in km around the centre: a number above 0, at most 20000 (default 10). */
                geoloc_radius?: number;
                /** @description Tickets are not supported: `true` is refused (400, detail `event-tickets-not-active`), `false` does nothing. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                ticketed?: boolean;
                /** @description Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked. */
                password?: string;
                /** @description `view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full. */
                context?: "view" | "edit";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
                /** @description `true`: each occurrence of a recurring series as a VEVENT of its own, without RRULE (default `false`: series as RRULE with RECURRENCE-ID overrides). Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                expand?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A VCALENDAR with one VEVENT per event and one VTIMEZONE per IANA zone the events use */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `event-archive-page-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEventIcal: {
        parameters: {
            query?: {
                /** @description Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked. */
                password?: string;
                /** @description `view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full. */
                context?: "view" | "edit";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
                /** @description `true`: each occurrence of a recurring series as a VEVENT of its own, without RRULE (default `false`: series as RRULE with RECURRENCE-ID overrides). Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                expand?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description Id of an event (or of a record of another kind: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /events or GET /events; the example, 3, is the event that the POST /events example creates on an empty database.
                 * @example 3
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A VCALENDAR with the event's VEVENT and the VTIMEZONE of its zone */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest-invalid-event-id`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `event-no-longer-available`, `event-not-accessible`, `event-password-protected`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `rest-event-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewRecurrence: {
        parameters: {
            query: {
                /** @description The lines to preview, as the event write field `recurrence` takes them: `recurrence[]=RRULE:…` once per line (strings of at most 2000 characters), or one string of lines. */
                recurrence: string[] | string;
                /** @description The start of the series (its first occurrence), in `timezone` when it has no offset. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                start_date: string;
                /** @description The end of the first occurrence; every occurrence lasts as long. Default: the start. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999. */
                end_date?: string;
                /** @description The zone of the series, a string: an IANA name or `UTC±H[:MM]`; absent or `""`: the site timezone. */
                timezone?: string;
                /** @description `true`: all-day occurrences (whole days, as an all-day event). Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                all_day?: boolean;
                /** @description How many occurrences to answer, an integer from 1 to 20, default 5. */
                count?: number;
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The first occurrences, and whether more follow */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecurrencePreview"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listVenues: {
        parameters: {
            query?: {
                /** @description Page number: an integer from 1 (default 1). */
                page?: number;
                /** @description Page size: an integer from 1; default POSTS_PER_PAGE (10), values above 50 count as 50. */
                per_page?: number;
                /** @description A non-empty string cut into fragments (runs of letters, digits and `-`); a record matches when one of its fields (name, description, address, city, zip, phone, e-mail, …) contains all of them, ignoring case, accents and compatibility forms (`zurich` finds "Zürich"). */
                search?: string;
                /** @description Only the records linked to this event: the id of an existing event (an integer). */
                event?: number;
                /** @description True: only records linked to a published, scheduled or private event; false: only the others. Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false. */
                has_events?: boolean;
                /** @description True: only records linked to an event that starts now or later (default false). Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false. */
                only_with_upcoming?: boolean;
                /** @description Records of these statuses: a comma list of `publish`, `future`, `draft`, `pending`, `private`, `trash`. Without a token only `publish` is allowed; contributors and authors see their own records of the other statuses. */
                status?: ("publish" | "future" | "draft" | "pending" | "private" | "trash")[];
                /** @description Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked. */
                password?: string;
                /** @description `view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full. */
                context?: "view" | "edit";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of venues: the records, then `rest_url`, the neighbouring pages' URLs when there are any, `total` and `total_pages` */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueList"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `venue-archive-page-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createVenue: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "venue": "Town Hall",
                 *       "address": "Stadhuisplein 1",
                 *       "city": "Utrecht",
                 *       "zip": "3511 AB",
                 *       "country": "Netherlands",
                 *       "phone": "+31 30 000 0000",
                 *       "website": "https://townhall.example.org",
                 *       "latitude": 52.0907,
                 *       "longitude": 5.1214
                 *     }
                 */
                "application/json": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    address?: string;
                    city?: string;
                    country?: string;
                    province?: string;
                    state?: string;
                    zip?: string;
                    phone?: string;
                    stateprovince?: string;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map?: boolean;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "venue": "Town Hall",
                 *       "address": "Stadhuisplein 1",
                 *       "city": "Utrecht",
                 *       "zip": "3511 AB",
                 *       "country": "Netherlands",
                 *       "phone": "+31 30 000 0000",
                 *       "website": "https://townhall.example.org",
                 *       "latitude": 52.0907,
                 *       "longitude": 5.1214
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    address?: string;
                    city?: string;
                    country?: string;
                    province?: string;
                    state?: string;
                    zip?: string;
                    phone?: string;
                    stateprovince?: string;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map?: boolean;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "venue": "Town Hall",
                 *       "address": "Stadhuisplein 1",
                 *       "city": "Utrecht",
                 *       "zip": "3511 AB",
                 *       "country": "Netherlands",
                 *       "phone": "+31 30 000 0000",
                 *       "website": "https://townhall.example.org",
                 *       "latitude": 52.0907,
                 *       "longitude": 5.1214
                 *     }
                 */
                "multipart/form-data": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    address?: string;
                    city?: string;
                    country?: string;
                    province?: string;
                    state?: string;
                    zip?: string;
                    phone?: string;
                    stateprovince?: string;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map?: boolean;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The created venue */
            201: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVenue: {
        parameters: {
            query?: {
                /** @description Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked. */
                password?: string;
                /** @description `view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full. */
                context?: "view" | "edit";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a venue (or of a record of another kind: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /venues or GET /venues; the example, 1, is the venue that the POST /venues example, or the POST /events example, creates on an empty database.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `venue-not-accessible`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    trashVenue: {
        parameters: {
            query?: {
                /** @description `true`: remove the record for good instead of moving it to the trash; the answer is then `{"deleted": true, "previous": <record>}`. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                force?: boolean;
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a venue (or of a record of another kind: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /venues or GET /venues; the example, 1, is the venue that the POST /venues example, or the POST /events example, creates on an empty database.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: components["schemas"]["Venue"];
                    } | components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `venue-is-in-trash`. */
            410: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-venue`. */
            500: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenue: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a venue (or of a record of another kind: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /venues or GET /venues; the example, 1, is the venue that the POST /venues example, or the POST /events example, creates on an empty database.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Historic hall on the market square.",
                 *       "show_map": true
                 *     }
                 */
                "application/json": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    address?: string;
                    city?: string;
                    country?: string;
                    province?: string;
                    state?: string;
                    zip?: string;
                    phone?: string;
                    stateprovince?: string;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map?: boolean;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "description": "Historic hall on the market square.",
                 *       "show_map": true
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    address?: string;
                    city?: string;
                    country?: string;
                    province?: string;
                    state?: string;
                    zip?: string;
                    phone?: string;
                    stateprovince?: string;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map?: boolean;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "description": "Historic hall on the market square.",
                 *       "show_map": true
                 *     }
                 */
                "multipart/form-data": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    address?: string;
                    city?: string;
                    country?: string;
                    province?: string;
                    state?: string;
                    zip?: string;
                    phone?: string;
                    stateprovince?: string;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map?: boolean;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The updated venue */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVenueBySlug: {
        parameters: {
            query?: {
                /** @description Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked. */
                password?: string;
                /** @description `view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full. */
                context?: "view" | "edit";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Slug of a venue in the request's language: any characters but `/`, compared after slugifying (lower case, accents removed, spaces as `-`). `town-hall` is the slug the create example gives on an empty database.
                 * @example town-hall
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `venue-not-accessible`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    trashVenueBySlug: {
        parameters: {
            query?: {
                /** @description `true`: remove the record for good instead of moving it to the trash; the answer is then `{"deleted": true, "previous": <record>}`. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                force?: boolean;
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Slug of a venue in the request's language: any characters but `/`, compared after slugifying (lower case, accents removed, spaces as `-`). `town-hall` is the slug the create example gives on an empty database.
                 * @example town-hall
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: components["schemas"]["Venue"];
                    } | components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `venue-is-in-trash`. */
            410: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-venue`. */
            500: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenueBySlug: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Slug of a venue in the request's language: any characters but `/`, compared after slugifying (lower case, accents removed, spaces as `-`). `town-hall` is the slug the create example gives on an empty database.
                 * @example town-hall
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Historic hall on the market square.",
                 *       "show_map": true
                 *     }
                 */
                "application/json": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    address?: string;
                    city?: string;
                    country?: string;
                    province?: string;
                    state?: string;
                    zip?: string;
                    phone?: string;
                    stateprovince?: string;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map?: boolean;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "description": "Historic hall on the market square.",
                 *       "show_map": true
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    address?: string;
                    city?: string;
                    country?: string;
                    province?: string;
                    state?: string;
                    zip?: string;
                    phone?: string;
                    stateprovince?: string;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map?: boolean;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "description": "Historic hall on the market square.",
                 *       "show_map": true
                 *     }
                 */
                "multipart/form-data": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    address?: string;
                    city?: string;
                    country?: string;
                    province?: string;
                    state?: string;
                    zip?: string;
                    phone?: string;
                    stateprovince?: string;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map?: boolean;
                    /**
                     * @description Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false.
                     * @default true
                     */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The updated venue */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOrganizers: {
        parameters: {
            query?: {
                /** @description Page number: an integer from 1 (default 1). */
                page?: number;
                /** @description Page size: an integer from 1; default POSTS_PER_PAGE (10), values above 50 count as 50. */
                per_page?: number;
                /** @description A non-empty string cut into fragments (runs of letters, digits and `-`); a record matches when one of its fields (name, description, address, city, zip, phone, e-mail, …) contains all of them, ignoring case, accents and compatibility forms (`zurich` finds "Zürich"). */
                search?: string;
                /** @description Only the records linked to this event: the id of an existing event (an integer). */
                event?: number;
                /** @description True: only records linked to a published, scheduled or private event; false: only the others. Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false. */
                has_events?: boolean;
                /** @description True: only records linked to an event that starts now or later (default false). Truthy flag: `1`, `true`, `yes`, `y`, `on`, `enable`, `enabled` (any case) mean true, every other value false. */
                only_with_upcoming?: boolean;
                /** @description Records of these statuses: a comma list of `publish`, `future`, `draft`, `pending`, `private`, `trash`. Without a token only `publish` is allowed; contributors and authors see their own records of the other statuses. */
                status?: ("publish" | "future" | "draft" | "pending" | "private" | "trash")[];
                /** @description Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked. */
                password?: string;
                /** @description `view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full. */
                context?: "view" | "edit";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of organizers: the records, then `rest_url`, the neighbouring pages' URLs when there are any, `total` and `total_pages` */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizerList"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `organizer-archive-page-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createOrganizer: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "organizer": "Fair Club",
                 *       "email": "info@fairclub.example.org",
                 *       "website": "https://fairclub.example.org",
                 *       "phone": "+31 6 0000 0000"
                 *     }
                 */
                "application/json": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; it is not checked to be an e-mail address. */
                    email?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "organizer": "Fair Club",
                 *       "email": "info@fairclub.example.org",
                 *       "website": "https://fairclub.example.org",
                 *       "phone": "+31 6 0000 0000"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; it is not checked to be an e-mail address. */
                    email?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "organizer": "Fair Club",
                 *       "email": "info@fairclub.example.org",
                 *       "website": "https://fairclub.example.org",
                 *       "phone": "+31 6 0000 0000"
                 *     }
                 */
                "multipart/form-data": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; it is not checked to be an e-mail address. */
                    email?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The created organizer */
            201: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrganizer: {
        parameters: {
            query?: {
                /** @description Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked. */
                password?: string;
                /** @description `view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full. */
                context?: "view" | "edit";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of an organizer (or of a record of another kind: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /organizers or GET /organizers; the example, 2, is the organizer that the POST /events example creates on an empty database.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organizer */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `organizer-not-accessible`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    trashOrganizer: {
        parameters: {
            query?: {
                /** @description `true`: remove the record for good instead of moving it to the trash; the answer is then `{"deleted": true, "previous": <record>}`. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                force?: boolean;
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of an organizer (or of a record of another kind: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /organizers or GET /organizers; the example, 2, is the organizer that the POST /events example creates on an empty database.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: components["schemas"]["Organizer"];
                    } | components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `organizer-is-in-trash`. */
            410: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-organizer`. */
            500: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizer: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of an organizer (or of a record of another kind: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /organizers or GET /organizers; the example, 2, is the organizer that the POST /events example creates on an empty database.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Volunteers who run the spring fair."
                 *     }
                 */
                "application/json": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; it is not checked to be an e-mail address. */
                    email?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "description": "Volunteers who run the spring fair."
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; it is not checked to be an e-mail address. */
                    email?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "description": "Volunteers who run the spring fair."
                 *     }
                 */
                "multipart/form-data": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; it is not checked to be an e-mail address. */
                    email?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The updated organizer */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrganizerBySlug: {
        parameters: {
            query?: {
                /** @description Password of password-protected records: any string; the records it unlocks are shown in full instead of blanked. */
                password?: string;
                /** @description `view` (default) or `edit`: with `edit`, protected records the caller may edit are shown in full. */
                context?: "view" | "edit";
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Slug of an organizer in the request's language: any characters but `/`, compared after slugifying (lower case, accents removed, spaces as `-`). `fair-club` is the slug the create example gives on an empty database.
                 * @example fair-club
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organizer */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `organizer-not-accessible`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    trashOrganizerBySlug: {
        parameters: {
            query?: {
                /** @description `true`: remove the record for good instead of moving it to the trash; the answer is then `{"deleted": true, "previous": <record>}`. Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                force?: boolean;
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Slug of an organizer in the request's language: any characters but `/`, compared after slugifying (lower case, accents removed, spaces as `-`). `fair-club` is the slug the create example gives on an empty database.
                 * @example fair-club
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: components["schemas"]["Organizer"];
                    } | components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `organizer-is-in-trash`. */
            410: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-organizer`. */
            500: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizerBySlug: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Slug of an organizer in the request's language: any characters but `/`, compared after slugifying (lower case, accents removed, spaces as `-`). `fair-club` is the slug the create example gives on an empty database.
                 * @example fair-club
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Volunteers who run the spring fair."
                 *     }
                 */
                "application/json": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; it is not checked to be an e-mail address. */
                    email?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "description": "Volunteers who run the spring fair."
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; it is not checked to be an e-mail address. */
                    email?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "description": "Volunteers who run the spring fair."
                 *     }
                 */
                "multipart/form-data": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time in the site timezone; default now. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 09:00:00
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time in UTC. A date: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`, ISO 8601 with or without an offset (`2027-04-12T14:00:00+02:00`), a unix timestamp in seconds (`1807365600`), `2027-04-12 4pm`, or a relative expression (`now`, `today`, `tomorrow 9am`, `next friday 5pm`, `+1 day`, `-2 weeks`, `+7 days 2pm`); years 1 to 9999.
                     * @example 2027-03-01 08:00:00
                     */
                    date_utc?: string;
                    description?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    /** @description Media id or image URL; `""` removes it. */
                    image?: number | string | boolean;
                    /** @description Protects the record: reads without this password (or edit rights with `context=edit`) see it blanked; at most 255 characters, `""` removes it. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; it is not checked to be an e-mail address. */
                    email?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The updated organizer */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description Page number: an integer from 1 (default 1). */
                page?: number;
                /** @description Page size: an integer from 1; default POSTS_PER_PAGE (10), values above 50 count as 50. */
                per_page?: number;
                /** @description A non-empty string that the name or the slug contains, ignoring case, accents and compatibility forms (`cafe` finds "CAFÉ"). */
                search?: string;
                /** @description Leave these out: a comma list of term ids, each an existing term of this kind. */
                exclude?: number[];
                /** @description Only these: a comma list of term ids, each an existing term of this kind. */
                include?: number[];
                /** @description `asc` or `desc` (any case; default `asc`), the sort direction. */
                order?: string;
                /** @description Sort key: one of `id`, `include` (the order of `include`), `name` (default), `slug`, `include_slugs`, `term_group`, `description`, `count`. Texts are compared ignoring case, accents and compatibility forms ("Ünïcode" between "Tango" and "Vienna"); ties by id. */
                orderby?: "id" | "include" | "name" | "slug" | "include_slugs" | "term_group" | "description" | "count";
                /** @description Hide terms no published event carries (default true: a new term shows here once a published event uses it). Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                hide_empty?: boolean;
                /** @description Categories only: the direct children of this category, the id of an existing category (an integer); ignored on tags. */
                parent?: number;
                /** @description The terms this event carries: the id of an existing event (an integer). */
                post?: number;
                /** @description Same as `post`, and wins when both are sent: the id of an existing event (an integer). */
                event?: number;
                /** @description The term with this slug: a non-empty string, slugified before the lookup; no match is an empty list. */
                slug?: string;
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of categories: `rest_url`, `total`, `total_pages`, the categories, then the neighbouring pages' URLs when there are any */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCategory: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Workshops 2027-03-01 09:00:00",
                 *       "description": "Hands-on sessions for all ages."
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                /**
                 * @example {
                 *       "name": "Workshops 2027-03-01 09:00:00",
                 *       "description": "Hands-on sessions for all ages."
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                /**
                 * @example {
                 *       "name": "Workshops 2027-03-01 09:00:00",
                 *       "description": "Hands-on sessions for all ages."
                 *     }
                 */
                "multipart/form-data": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
            };
        };
        responses: {
            /** @description The created category */
            201: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCategory: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a category (of the other term kind, or none: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /categories or GET /categories; the example, 1, is the category `Jazz` that the POST /events example creates on an empty database.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCategory: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a category (of the other term kind, or none: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /categories or GET /categories; the example, 1, is the category `Jazz` that the POST /events example creates on an empty database.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category as it was before the deletion */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCategory: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a category (of the other term kind, or none: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /categories or GET /categories; the example, 1, is the category `Jazz` that the POST /events example creates on an empty database.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Concerts, jam sessions and club nights."
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                /**
                 * @example {
                 *       "description": "Concerts, jam sessions and club nights."
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                /**
                 * @example {
                 *       "description": "Concerts, jam sessions and club nights."
                 *     }
                 */
                "multipart/form-data": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
            };
        };
        responses: {
            /** @description The updated category */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description Page number: an integer from 1 (default 1). */
                page?: number;
                /** @description Page size: an integer from 1; default POSTS_PER_PAGE (10), values above 50 count as 50. */
                per_page?: number;
                /** @description A non-empty string that the name or the slug contains, ignoring case, accents and compatibility forms (`cafe` finds "CAFÉ"). */
                search?: string;
                /** @description Leave these out: a comma list of term ids, each an existing term of this kind. */
                exclude?: number[];
                /** @description Only these: a comma list of term ids, each an existing term of this kind. */
                include?: number[];
                /** @description `asc` or `desc` (any case; default `asc`), the sort direction. */
                order?: string;
                /** @description Sort key: one of `id`, `include` (the order of `include`), `name` (default), `slug`, `include_slugs`, `term_group`, `description`, `count`. Texts are compared ignoring case, accents and compatibility forms ("Ünïcode" between "Tango" and "Vienna"); ties by id. */
                orderby?: "id" | "include" | "name" | "slug" | "include_slugs" | "term_group" | "description" | "count";
                /** @description Hide terms no published event carries (default true: a new term shows here once a published event uses it). Boolean: `true` or `false` (any case), `1` or `0`; anything else is refused. */
                hide_empty?: boolean;
                /** @description Categories only: the direct children of this category, the id of an existing category (an integer); ignored on tags. */
                parent?: number;
                /** @description The terms this event carries: the id of an existing event (an integer). */
                post?: number;
                /** @description Same as `post`, and wins when both are sent: the id of an existing event (an integer). */
                event?: number;
                /** @description The term with this slug: a non-empty string, slugified before the lookup; no match is an empty list. */
                slug?: string;
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tags: `rest_url`, `total`, `total_pages`, the tags, then the neighbouring pages' URLs when there are any */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTag: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Family friendly 2027-03-01 09:00:00",
                 *       "description": "Suitable for children."
                 *     }
                 */
                "application/json": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                /**
                 * @example {
                 *       "name": "Family friendly 2027-03-01 09:00:00",
                 *       "description": "Suitable for children."
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                /**
                 * @example {
                 *       "name": "Family friendly 2027-03-01 09:00:00",
                 *       "description": "Suitable for children."
                 *     }
                 */
                "multipart/form-data": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
            };
        };
        responses: {
            /** @description The created tag */
            201: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `rest_taxonomy_not_hierarchical`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTag: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a tag (of the other term kind, or none: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /tags or GET /tags; the example, 2, is the tag `Outdoor` that the POST /events example creates on an empty database.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTag: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a tag (of the other term kind, or none: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /tags or GET /tags; the example, 2, is the tag `Outdoor` that the POST /events example creates on an empty database.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag as it was before the deletion */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTag: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a tag (of the other term kind, or none: 400): digits only (anything else matches no route, 404). Take it from the answer of POST /tags or GET /tags; the example, 2, is the tag `Outdoor` that the POST /events example creates on an empty database.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Held in the open air."
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                /**
                 * @example {
                 *       "description": "Held in the open air."
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                /**
                 * @example {
                 *       "description": "Held in the open air."
                 *     }
                 */
                "multipart/form-data": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
            };
        };
        responses: {
            /** @description The updated tag */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_taxonomy_not_hierarchical`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChanges: {
        parameters: {
            query?: {
                /** @description Cursor: the `next_cursor` of the previous page (digits, at most the newest change's; beyond it: 400). Without it the feed starts at the oldest change it keeps. */
                after?: string;
                /** @description Changes per page: an integer from 1; default 100, values above 500 count as 500. */
                per_page?: number;
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes after the cursor, the cursor to continue from and whether more follow */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeList"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `changes-cursor-expired`. */
            410: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every endpoint, oldest first */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"][];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.org/calendar",
                 *       "events": [
                 *         "event.*",
                 *         "venue.updated"
                 *       ],
                 *       "description": "Search index"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Where to POST each change: a public http(s) URL (private addresses need WEBHOOK_ALLOW_PRIVATE=true).
                     * @example https://hooks.example.org/calendar
                     */
                    url: string;
                    /**
                     * @description Which changes to deliver: `event.created`, `venue.*`, `*.deleted` or `*` (kinds: event, venue, organizer, category, tag; actions: created, updated, trashed, restored, deleted); an empty list means every change.
                     * @example [
                     *       "event.*",
                     *       "venue.updated"
                     *     ]
                     */
                    events?: string[];
                    /**
                     * @description A note for people: what this endpoint is for.
                     * @example Search index
                     */
                    description?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "url": "https://hooks.example.org/calendar",
                 *       "events": [
                 *         "event.*",
                 *         "venue.updated"
                 *       ],
                 *       "description": "Search index"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description Where to POST each change: a public http(s) URL (private addresses need WEBHOOK_ALLOW_PRIVATE=true).
                     * @example https://hooks.example.org/calendar
                     */
                    url: string;
                    /**
                     * @description Which changes to deliver: `event.created`, `venue.*`, `*.deleted` or `*` (kinds: event, venue, organizer, category, tag; actions: created, updated, trashed, restored, deleted); an empty list means every change.
                     * @example [
                     *       "event.*",
                     *       "venue.updated"
                     *     ]
                     */
                    events?: string[];
                    /**
                     * @description A note for people: what this endpoint is for.
                     * @example Search index
                     */
                    description?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "url": "https://hooks.example.org/calendar",
                 *       "events": [
                 *         "event.*",
                 *         "venue.updated"
                 *       ],
                 *       "description": "Search index"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description Where to POST each change: a public http(s) URL (private addresses need WEBHOOK_ALLOW_PRIVATE=true).
                     * @example https://hooks.example.org/calendar
                     */
                    url: string;
                    /**
                     * @description Which changes to deliver: `event.created`, `venue.*`, `*.deleted` or `*` (kinds: event, venue, organizer, category, tag; actions: created, updated, trashed, restored, deleted); an empty list means every change.
                     * @example [
                     *       "event.*",
                     *       "venue.updated"
                     *     ]
                     */
                    events?: string[];
                    /**
                     * @description A note for people: what this endpoint is for.
                     * @example Search index
                     */
                    description?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The endpoint, with its signing secret (shown this once) */
            201: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a webhook: digits only (anything else matches no route, 404). Take it from the answer of POST /webhooks; the example, 1, is the first webhook registered.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `webhook-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a webhook: digits only (anything else matches no route, 404). Take it from the answer of POST /webhooks; the example, 1, is the first webhook registered.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: components["schemas"]["Webhook"];
                    };
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `webhook-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a webhook: digits only (anything else matches no route, 404). Take it from the answer of POST /webhooks; the example, 1, is the first webhook registered.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "Search index (events and venues)",
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Where to POST each change: a public http(s) URL (private addresses need WEBHOOK_ALLOW_PRIVATE=true).
                     * @example https://hooks.example.org/calendar
                     */
                    url?: string;
                    /**
                     * @description Which changes to deliver: `event.created`, `venue.*`, `*.deleted` or `*` (kinds: event, venue, organizer, category, tag; actions: created, updated, trashed, restored, deleted); an empty list means every change.
                     * @example [
                     *       "event.*",
                     *       "venue.updated"
                     *     ]
                     */
                    events?: string[];
                    /**
                     * @description A note for people: what this endpoint is for.
                     * @example Search index
                     */
                    description?: string;
                    /**
                     * @description `false` stops deliveries; `true` resumes them from the first change not yet delivered.
                     * @example true
                     */
                    enabled?: boolean;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "description": "Search index (events and venues)",
                 *       "enabled": true
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description Where to POST each change: a public http(s) URL (private addresses need WEBHOOK_ALLOW_PRIVATE=true).
                     * @example https://hooks.example.org/calendar
                     */
                    url?: string;
                    /**
                     * @description Which changes to deliver: `event.created`, `venue.*`, `*.deleted` or `*` (kinds: event, venue, organizer, category, tag; actions: created, updated, trashed, restored, deleted); an empty list means every change.
                     * @example [
                     *       "event.*",
                     *       "venue.updated"
                     *     ]
                     */
                    events?: string[];
                    /**
                     * @description A note for people: what this endpoint is for.
                     * @example Search index
                     */
                    description?: string;
                    /**
                     * @description `false` stops deliveries; `true` resumes them from the first change not yet delivered.
                     * @example true
                     */
                    enabled?: boolean;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "description": "Search index (events and venues)",
                 *       "enabled": true
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description Where to POST each change: a public http(s) URL (private addresses need WEBHOOK_ALLOW_PRIVATE=true).
                     * @example https://hooks.example.org/calendar
                     */
                    url?: string;
                    /**
                     * @description Which changes to deliver: `event.created`, `venue.*`, `*.deleted` or `*` (kinds: event, venue, organizer, category, tag; actions: created, updated, trashed, restored, deleted); an empty list means every change.
                     * @example [
                     *       "event.*",
                     *       "venue.updated"
                     *     ]
                     */
                    events?: string[];
                    /**
                     * @description A note for people: what this endpoint is for.
                     * @example Search index
                     */
                    description?: string;
                    /**
                     * @description `false` stops deliveries; `true` resumes them from the first change not yet delivered.
                     * @example true
                     */
                    enabled?: boolean;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The endpoint */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `webhook-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Attempts to show, newest first: an integer from 1; default 50, values above 500 count as 500. */
                per_page?: number;
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a webhook: digits only (anything else matches no route, 404). Take it from the answer of POST /webhooks; the example, 1, is the first webhook registered.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempts, newest first */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"][];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `webhook-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        /** @description The session's CSRF token: send it in `X-WP-Nonce` with every request the cookie signs in (writes need it; a read without it is anonymous). */
                        nonce: string;
                        /** @description When the session ends (ISO 8601, UTC); sign in again after it. */
                        expires_utc: string;
                    };
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_not_logged_in`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "login": "ann",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The user's login.
                     * @example ann
                     */
                    login: string;
                    /**
                     * @description The user's password (set with `calendar-cli user set-password` or by its owner).
                     * @example correct horse battery staple
                     */
                    password: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "login": "ann",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The user's login.
                     * @example ann
                     */
                    login: string;
                    /**
                     * @description The user's password (set with `calendar-cli user set-password` or by its owner).
                     * @example correct horse battery staple
                     */
                    password: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "login": "ann",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description The user's login.
                     * @example ann
                     */
                    login: string;
                    /**
                     * @description The user's password (set with `calendar-cli user set-password` or by its owner).
                     * @example correct horse battery staple
                     */
                    password: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        /** @description The session's CSRF token: send it in `X-WP-Nonce` with every request the cookie signs in (writes need it; a read without it is anonymous). */
                        nonce: string;
                        /** @description When the session ends (ISO 8601, UTC); sign in again after it. */
                        expires_utc: string;
                    };
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_login`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cross_site_sign_in`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignOut"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every user, by id */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "login": "ann",
                 *       "role": "editor",
                 *       "name": "Ann Example",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The new user's login: 1–60 letters, digits and `. _ @ -`, from a letter or digit.
                     * @example ann
                     */
                    login: string;
                    /**
                     * @description One of administrator, editor, author, contributor, subscriber: what the user may do.
                     * @example editor
                     */
                    role: "administrator" | "editor" | "author" | "contributor" | "subscriber";
                    /**
                     * @description The name shown for the user (no `<`, `>` or control characters; at most 100).
                     * @example Ann Example
                     */
                    name?: string;
                    /**
                     * @description A password to sign in with (without one, the user signs in only when a password is set). 10–256 characters, any of them; stored only as a memory-hard hash (scrypt).
                     * @example correct horse battery staple
                     */
                    password?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "login": "ann",
                 *       "role": "editor",
                 *       "name": "Ann Example",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The new user's login: 1–60 letters, digits and `. _ @ -`, from a letter or digit.
                     * @example ann
                     */
                    login: string;
                    /**
                     * @description One of administrator, editor, author, contributor, subscriber: what the user may do.
                     * @example editor
                     */
                    role: "administrator" | "editor" | "author" | "contributor" | "subscriber";
                    /**
                     * @description The name shown for the user (no `<`, `>` or control characters; at most 100).
                     * @example Ann Example
                     */
                    name?: string;
                    /**
                     * @description A password to sign in with (without one, the user signs in only when a password is set). 10–256 characters, any of them; stored only as a memory-hard hash (scrypt).
                     * @example correct horse battery staple
                     */
                    password?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "login": "ann",
                 *       "role": "editor",
                 *       "name": "Ann Example",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description The new user's login: 1–60 letters, digits and `. _ @ -`, from a letter or digit.
                     * @example ann
                     */
                    login: string;
                    /**
                     * @description One of administrator, editor, author, contributor, subscriber: what the user may do.
                     * @example editor
                     */
                    role: "administrator" | "editor" | "author" | "contributor" | "subscriber";
                    /**
                     * @description The name shown for the user (no `<`, `>` or control characters; at most 100).
                     * @example Ann Example
                     */
                    name?: string;
                    /**
                     * @description A password to sign in with (without one, the user signs in only when a password is set). 10–256 characters, any of them; stored only as a memory-hard hash (scrypt).
                     * @example correct horse battery staple
                     */
                    password?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The new user */
            201: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `user-login-exists`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description You */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_not_logged_in`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "current_password": "old horse battery staple",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The name shown for the user (no `<`, `>` or control characters; at most 100).
                     * @example Ann Example
                     */
                    name?: string;
                    /**
                     * @description A new password; ends every other session of yours, and this one starts anew. 10–256 characters, any of them; stored only as a memory-hard hash (scrypt).
                     * @example correct horse battery staple
                     */
                    password?: string;
                    /**
                     * @description Your current password: required with `password` when you have one.
                     * @example old horse battery staple
                     */
                    current_password?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "current_password": "old horse battery staple",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The name shown for the user (no `<`, `>` or control characters; at most 100).
                     * @example Ann Example
                     */
                    name?: string;
                    /**
                     * @description A new password; ends every other session of yours, and this one starts anew. 10–256 characters, any of them; stored only as a memory-hard hash (scrypt).
                     * @example correct horse battery staple
                     */
                    password?: string;
                    /**
                     * @description Your current password: required with `password` when you have one.
                     * @example old horse battery staple
                     */
                    current_password?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "current_password": "old horse battery staple",
                 *       "password": "correct horse battery staple"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description The name shown for the user (no `<`, `>` or control characters; at most 100).
                     * @example Ann Example
                     */
                    name?: string;
                    /**
                     * @description A new password; ends every other session of yours, and this one starts anew. 10–256 characters, any of them; stored only as a memory-hard hash (scrypt).
                     * @example correct horse battery staple
                     */
                    password?: string;
                    /**
                     * @description Your current password: required with `password` when you have one.
                     * @example old horse battery staple
                     */
                    current_password?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                        /** @description The new session's nonce, when a password change renewed your session. */
                        nonce?: string;
                    };
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_not_logged_in`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMyTokens: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your tokens, oldest first */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"][];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_not_logged_in`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createMyToken: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Newsletter export"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A note for people: what the token is for (no `<`, `>` or control characters; at most 100).
                     * @example Newsletter export
                     */
                    label?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "label": "Newsletter export"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description A note for people: what the token is for (no `<`, `>` or control characters; at most 100).
                     * @example Newsletter export
                     */
                    label?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "label": "Newsletter export"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description A note for people: what the token is for (no `<`, `>` or control characters; at most 100).
                     * @example Newsletter export
                     */
                    label?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The token, with `token` (shown this once) */
            201: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_not_logged_in`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeMyToken: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of one of your tokens: digits only (from GET /users/me/tokens).
                 * @example 3
                 */
                token_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        revoked: true;
                        previous: components["schemas"]["Token"];
                    };
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_not_logged_in`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `token-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a user: digits only (anything else matches no route, 404). User 1 is the built-in administrator; the example, 2, is the user the POST /users example adds to a new database.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `user-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: {
                /** @description An integer from 1: the id of the user who gets the deleted user's events, venues and organizers; required when there are any. */
                reassign?: number;
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a user: digits only (anything else matches no route, 404). User 1 is the built-in administrator; the example, 2, is the user the POST /users example adds to a new database.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        previous: components["schemas"]["User"];
                    };
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `user-protected`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `user-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a user: digits only (anything else matches no route, 404). User 1 is the built-in administrator; the example, 2, is the user the POST /users example adds to a new database.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ann Example",
                 *       "role": "author"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The name shown for the user (no `<`, `>` or control characters; at most 100).
                     * @example Ann Example
                     */
                    name?: string;
                    /**
                     * @description One of administrator, editor, author, contributor, subscriber: what the user may do.
                     * @example editor
                     */
                    role?: "administrator" | "editor" | "author" | "contributor" | "subscriber";
                    /**
                     * @description A new password; ends every session of the user. 10–256 characters, any of them; stored only as a memory-hard hash (scrypt).
                     * @example correct horse battery staple
                     */
                    password?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "name": "Ann Example",
                 *       "role": "author"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description The name shown for the user (no `<`, `>` or control characters; at most 100).
                     * @example Ann Example
                     */
                    name?: string;
                    /**
                     * @description One of administrator, editor, author, contributor, subscriber: what the user may do.
                     * @example editor
                     */
                    role?: "administrator" | "editor" | "author" | "contributor" | "subscriber";
                    /**
                     * @description A new password; ends every session of the user. 10–256 characters, any of them; stored only as a memory-hard hash (scrypt).
                     * @example correct horse battery staple
                     */
                    password?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "name": "Ann Example",
                 *       "role": "author"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description The name shown for the user (no `<`, `>` or control characters; at most 100).
                     * @example Ann Example
                     */
                    name?: string;
                    /**
                     * @description One of administrator, editor, author, contributor, subscriber: what the user may do.
                     * @example editor
                     */
                    role?: "administrator" | "editor" | "author" | "contributor" | "subscriber";
                    /**
                     * @description A new password; ends every session of the user. 10–256 characters, any of them; stored only as a memory-hard hash (scrypt).
                     * @example correct horse battery staple
                     */
                    password?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The user, changed */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `user-protected`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `user-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUserTokens: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a user: digits only (anything else matches no route, 404). User 1 is the built-in administrator; the example, 2, is the user the POST /users example adds to a new database.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tokens, oldest first */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"][];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `user-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createUserToken: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a user: digits only (anything else matches no route, 404). User 1 is the built-in administrator; the example, 2, is the user the POST /users example adds to a new database.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Newsletter export"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A note for people: what the token is for (no `<`, `>` or control characters; at most 100).
                     * @example Newsletter export
                     */
                    label?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "label": "Newsletter export"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    /**
                     * @description A note for people: what the token is for (no `<`, `>` or control characters; at most 100).
                     * @example Newsletter export
                     */
                    label?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                /**
                 * @example {
                 *       "label": "Newsletter export"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * @description A note for people: what the token is for (no `<`, `>` or control characters; at most 100).
                     * @example Newsletter export
                     */
                    label?: string;
                    /**
                     * @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`.
                     * @example nl
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The token, with `token` (shown this once) */
            201: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `user-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeUserToken: {
        parameters: {
            query?: {
                /** @description Language of the request: `en`, `nl`, `de` or `fr`. It wins over the language prefix of the path: lists and by-slug lookups keep to records of that language, and new records get it. Without it the prefix decides, and without a prefix `en`. */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /**
                 * @description Id of a user: digits only (anything else matches no route, 404). User 1 is the built-in administrator; the example, 2, is the user the POST /users example adds to a new database.
                 * @example 2
                 */
                id: number;
                /**
                 * @description Id of the token: digits only (from the token list). The example, 2, is the token the POST /users/2/tokens example issues on a new database.
                 * @example 2
                 */
                token_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        revoked: true;
                        previous: components["schemas"]["Token"];
                    };
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`, `rest_cookie_invalid_nonce`. */
            403: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `user-not-found`, `token-not-found`. */
            404: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    "X-Calendar-Unknown-Params": components["headers"]["UnknownParams"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
