export interface paths {
    "/doc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OpenAPI 3.1 document of this API */
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
        /** List events */
        get: operations["listEvents"];
        put?: never;
        /** Create an event */
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
        /** Read one event by id */
        get: operations["getEvent"];
        /** Update one event by id (partial) */
        put: operations["updateEventPut"];
        /** Update one event by id (partial) */
        post: operations["updateEventPost"];
        /** Trash one event by id, or delete it with force=true */
        delete: operations["trashEvent"];
        options?: never;
        head?: never;
        /** Update one event by id (partial) */
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
        /** Read one event by slug */
        get: operations["getEventBySlug"];
        /** Update one event by slug (partial) */
        put: operations["updateEventBySlugPut"];
        /** Update one event by slug (partial) */
        post: operations["updateEventBySlugPost"];
        /** Trash one event by slug, or delete it with force=true */
        delete: operations["trashEventBySlug"];
        options?: never;
        head?: never;
        /** Update one event by slug (partial) */
        patch: operations["updateEventBySlug"];
        trace?: never;
    };
    "/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List venues */
        get: operations["listVenues"];
        put?: never;
        /** Create a venue */
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
        /** Read one venue by id */
        get: operations["getVenue"];
        /** Update one venue by id (partial) */
        put: operations["updateVenuePut"];
        /** Update one venue by id (partial) */
        post: operations["updateVenuePost"];
        /** Trash one venue by id, or delete it with force=true */
        delete: operations["trashVenue"];
        options?: never;
        head?: never;
        /** Update one venue by id (partial) */
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
        /** Read one venue by slug */
        get: operations["getVenueBySlug"];
        /** Update one venue by slug (partial) */
        put: operations["updateVenueBySlugPut"];
        /** Update one venue by slug (partial) */
        post: operations["updateVenueBySlugPost"];
        /** Trash one venue by slug, or delete it with force=true */
        delete: operations["trashVenueBySlug"];
        options?: never;
        head?: never;
        /** Update one venue by slug (partial) */
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
        /** List organizers */
        get: operations["listOrganizers"];
        put?: never;
        /** Create an organizer */
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
        /** Read one organizer by id */
        get: operations["getOrganizer"];
        /** Update one organizer by id (partial) */
        put: operations["updateOrganizerPut"];
        /** Update one organizer by id (partial) */
        post: operations["updateOrganizerPost"];
        /** Trash one organizer by id, or delete it with force=true */
        delete: operations["trashOrganizer"];
        options?: never;
        head?: never;
        /** Update one organizer by id (partial) */
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
        /** Read one organizer by slug */
        get: operations["getOrganizerBySlug"];
        /** Update one organizer by slug (partial) */
        put: operations["updateOrganizerBySlugPut"];
        /** Update one organizer by slug (partial) */
        post: operations["updateOrganizerBySlugPost"];
        /** Trash one organizer by slug, or delete it with force=true */
        delete: operations["trashOrganizerBySlug"];
        options?: never;
        head?: never;
        /** Update one organizer by slug (partial) */
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
        /** List categories */
        get: operations["listCategories"];
        put?: never;
        /** Create a category */
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
        /** Read one category */
        get: operations["getCategory"];
        /** Update one category (partial) */
        put: operations["updateCategoryPut"];
        /** Update one category (partial) */
        post: operations["updateCategoryPost"];
        /** Delete one category (permanently) */
        delete: operations["deleteCategory"];
        options?: never;
        head?: never;
        /** Update one category (partial) */
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
        /** List tags */
        get: operations["listTags"];
        put?: never;
        /** Create a tag */
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
        /** Read one tag */
        get: operations["getTag"];
        /** Update one tag (partial) */
        put: operations["updateTagPut"];
        /** Update one tag (partial) */
        post: operations["updateTagPost"];
        /** Delete one tag (permanently) */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /** Update one tag (partial) */
        patch: operations["updateTag"];
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
            /** @description schema.org JSON-LD object (SPEC §4.5). */
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
            /** @description schema.org JSON-LD object (SPEC §4.5). */
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
         *       "json_ld": {
         *         "@context": "http://schema.org",
         *         "@type": "Event",
         *         "name": "Spring Jazz Fair",
         *         "description": "An afternoon of jazz on the square.",
         *         "url": "http://127.0.0.1:3000/event/spring-jazz-fair/",
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
            /** @description schema.org JSON-LD object (SPEC §4.5). */
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApiDocument: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                page?: number;
                /** @description Page size; default POSTS_PER_PAGE, values above 50 are clamped. */
                per_page?: number;
                /** @description Event start ≥ value. Default `yesterday 23:59` (→ yesterday 00:00). */
                start_date?: string;
                /** @description Event end ≤ value. Default `+24 months` (→ end of that day). */
                end_date?: string;
                /** @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5. */
                starts_before?: string;
                /** @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5. */
                starts_after?: string;
                /** @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5. */
                ends_before?: string;
                /** @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5. */
                ends_after?: string;
                /** @description Use the given times as-is instead of whole days. Must not be empty. */
                strict_dates?: boolean;
                search?: string;
                categories?: (number | string)[];
                tags?: (number | string)[];
                venue?: number[];
                organizer?: number[];
                featured?: boolean;
                status?: ("publish" | "future" | "draft" | "pending" | "private" | "trash")[];
                include?: number[];
                post_parent?: number;
                geoloc?: boolean;
                geoloc_lat?: number;
                geoloc_lng?: number;
                geoloc_radius?: number;
                ticketed?: boolean;
                /** @description Password of protected records (SPEC §3.9). */
                password?: string;
                context?: "view" | "edit";
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events (SPEC §3.4) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `event-archive-page-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `could-not-create-venue`, `could-not-create-organizer`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Password of protected records (SPEC §3.9). */
                password?: string;
                context?: "view" | "edit";
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest-invalid-event-id`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `event-no-longer-available`, `event-not-accessible`, `event-password-protected`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `rest-event-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventPut: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest-invalid-event-id`, `could-not-create-venue`, `could-not-create-organizer`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `rest-event-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventPost: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest-invalid-event-id`, `could-not-create-venue`, `could-not-create-organizer`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `rest-event-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description true: remove the record for good instead of moving it to the trash; the answer is `{"deleted": true, "previous": <record>}` (SPEC §3.6). */
                force?: boolean;
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
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
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest-invalid-event-id`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `rest-event-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `event-is-in-trash`. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-event`. */
            500: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest-invalid-event-id`, `could-not-create-venue`, `could-not-create-organizer`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `rest-event-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Password of protected records (SPEC §3.9). */
                password?: string;
                context?: "view" | "edit";
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `event-no-longer-available`, `event-not-accessible`, `event-password-protected`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventBySlugPut: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `could-not-create-venue`, `could-not-create-organizer`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEventBySlugPost: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `could-not-create-venue`, `could-not-create-organizer`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description true: remove the record for good instead of moving it to the trash; the answer is `{"deleted": true, "previous": <record>}` (SPEC §3.6). */
                force?: boolean;
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
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
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `event-is-in-trash`. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-event`. */
            500: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
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
                     * @description Publication time in the event (or site) timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
                     */
                    date_utc?: string;
                    /** @enum {string} */
                    status?: "publish" | "future" | "draft" | "pending" | "private" | "trash";
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    start_date?: string;
                    /**
                     * Format: calendar-date
                     * @description Date: ISO 8601, `YYYY-MM-DD HH:MM:SS`, unix timestamp or relative (`tomorrow 9am`, `+1 day`); SPEC §3.5.
                     */
                    end_date?: string;
                    /**
                     * Format: calendar-timezone
                     * @description IANA name or `UTC±H[:MM]`; `""` = the site timezone.
                     */
                    timezone?: string;
                    all_day?: boolean;
                    /** @description Media id, image URL, or `""`/`0`/`false` to remove. */
                    image?: number | string | boolean;
                    cost?: string | number | (string | number)[];
                    /**
                     * Format: calendar-url
                     * @description URL, or `""` to clear.
                     */
                    website?: string;
                    show_map?: boolean;
                    show_map_link?: boolean;
                    hide_from_listings?: boolean;
                    sticky?: boolean;
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
                    /** @description Protects the event (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
            };
        };
        responses: {
            /** @description The updated event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `could-not-create-venue`, `could-not-create-organizer`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                page?: number;
                /** @description Page size; default POSTS_PER_PAGE, values above 50 are clamped. */
                per_page?: number;
                /** @description Fragments that must all occur in one searchable field. */
                search?: string;
                /** @description Only records linked to this event. */
                event?: number;
                has_events?: boolean;
                only_with_upcoming?: boolean;
                status?: ("publish" | "future" | "draft" | "pending" | "private" | "trash")[];
                /** @description Password of protected records (SPEC §3.9). */
                password?: string;
                context?: "view" | "edit";
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of venues (SPEC §3.4) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueList"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `venue-archive-page-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Password of protected records (SPEC §3.9). */
                password?: string;
                context?: "view" | "edit";
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `venue-not-accessible`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenuePut: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenuePost: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description true: remove the record for good instead of moving it to the trash; the answer is `{"deleted": true, "previous": <record>}` (SPEC §3.6). */
                force?: boolean;
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
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
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `venue-is-in-trash`. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-venue`. */
            500: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Password of protected records (SPEC §3.9). */
                password?: string;
                context?: "view" | "edit";
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The venue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `venue-not-accessible`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenueBySlugPut: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVenueBySlugPost: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description true: remove the record for good instead of moving it to the trash; the answer is `{"deleted": true, "previous": <record>}` (SPEC §3.6). */
                force?: boolean;
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
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
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `venue-is-in-trash`. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-venue`. */
            500: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Venue name (≤ 65,535 bytes of UTF-8). */
                    venue?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
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
                    /** @default true */
                    show_map?: boolean;
                    /** @default true */
                    show_map_link?: boolean;
                    /** @description Latitude (-90…90); `""` or `null` clears. */
                    latitude?: number | string;
                    /** @description Longitude (-180…180); `""` or `null` clears. */
                    longitude?: number | string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                page?: number;
                /** @description Page size; default POSTS_PER_PAGE, values above 50 are clamped. */
                per_page?: number;
                /** @description Fragments that must all occur in one searchable field. */
                search?: string;
                /** @description Only records linked to this event. */
                event?: number;
                has_events?: boolean;
                only_with_upcoming?: boolean;
                status?: ("publish" | "future" | "draft" | "pending" | "private" | "trash")[];
                /** @description Password of protected records (SPEC §3.9). */
                password?: string;
                context?: "view" | "edit";
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of organizers (SPEC §3.4) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizerList"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: `organizer-archive-page-not-found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Password of protected records (SPEC §3.9). */
                password?: string;
                context?: "view" | "edit";
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organizer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `organizer-not-accessible`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizerPut: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizerPost: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description true: remove the record for good instead of moving it to the trash; the answer is `{"deleted": true, "previous": <record>}` (SPEC §3.6). */
                force?: boolean;
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
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
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `organizer-is-in-trash`. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-organizer`. */
            500: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Password of protected records (SPEC §3.9). */
                password?: string;
                context?: "view" | "edit";
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organizer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `organizer-not-accessible`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizerBySlugPut: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateOrganizerBySlugPost: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description true: remove the record for good instead of moving it to the trash; the answer is `{"deleted": true, "previous": <record>}` (SPEC §3.6). */
                force?: boolean;
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
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
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in the trash: `organizer-is-in-trash`. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The record could not be changed: `could-not-delete-organizer`. */
            500: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                };
                "multipart/form-data": {
                    /** @description Organizer name (≤ 65,535 bytes of UTF-8). */
                    organizer?: string;
                    /** @description Id of an existing user (default: the caller). */
                    author?: number;
                    /**
                     * Format: calendar-date
                     * @description Publication time, site timezone.
                     */
                    date?: string;
                    /**
                     * Format: calendar-date
                     * @description Publication time, UTC.
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
                    /** @description Protects the record (SPEC §3.9); `""` clears. */
                    password?: string;
                    /** @description Id of the record this one translates (create only). */
                    translation_of?: number;
                    phone?: string;
                    /** @description Any string; not format-checked (SPEC §4.3). */
                    email?: string;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organizer"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                page?: number;
                /** @description Page size; default POSTS_PER_PAGE, values above 50 are clamped. */
                per_page?: number;
                /** @description Substring of the name or slug (case-insensitive). */
                search?: string;
                exclude?: number[];
                include?: number[];
                /** @description `asc` or `desc` (any case). */
                order?: string;
                orderby?: "id" | "include" | "name" | "slug" | "include_slugs" | "term_group" | "description" | "count";
                /** @description Hide terms without published events (default true). */
                hide_empty?: boolean;
                /** @description Categories only: direct children of this category. */
                parent?: number;
                /** @description Terms carried by this event. */
                post?: number;
                /** @description Alias of `post`; wins when both are sent. */
                event?: number;
                slug?: string;
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of categories (SPEC §3.4) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "multipart/form-data": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCategoryPut: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "application/x-www-form-urlencoded": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "multipart/form-data": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCategoryPost: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "application/x-www-form-urlencoded": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "multipart/form-data": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The category as it was before the deletion */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "application/x-www-form-urlencoded": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "multipart/form-data": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Id of an existing category (categories only). */
                    parent?: number;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                page?: number;
                /** @description Page size; default POSTS_PER_PAGE, values above 50 are clamped. */
                per_page?: number;
                /** @description Substring of the name or slug (case-insensitive). */
                search?: string;
                exclude?: number[];
                include?: number[];
                /** @description `asc` or `desc` (any case). */
                order?: string;
                orderby?: "id" | "include" | "name" | "slug" | "include_slugs" | "term_group" | "description" | "count";
                /** @description Hide terms without published events (default true). */
                hide_empty?: boolean;
                /** @description Categories only: direct children of this category. */
                parent?: number;
                /** @description Terms carried by this event. */
                post?: number;
                /** @description Alias of `post`; wins when both are sent. */
                event?: number;
                slug?: string;
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of tags (SPEC §3.4) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagList"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "multipart/form-data": {
                    name: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_missing_callback_param`, `rest_taxonomy_not_hierarchical`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTagPut: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "application/x-www-form-urlencoded": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "multipart/form-data": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_taxonomy_not_hierarchical`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTagPost: {
        parameters: {
            query?: {
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "application/x-www-form-urlencoded": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "multipart/form-data": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_taxonomy_not_hierarchical`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tag as it was before the deletion */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
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
                /** @description Effective language of the request (wins over the path prefix). */
                translation_language?: "en" | "nl" | "de" | "fr";
            };
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "application/x-www-form-urlencoded": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
                     * @enum {string}
                     */
                    translation_language?: "en" | "nl" | "de" | "fr";
                    /** @description Id of the term this one translates (create only). */
                    translation_of?: number;
                };
                "multipart/form-data": {
                    name?: string;
                    description?: string;
                    slug?: string;
                    /** @description Not allowed on tags (rest_taxonomy_not_hierarchical). */
                    parent?: unknown;
                    /**
                     * @description Effective language of the request (wins over the path prefix).
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Term"];
                };
            };
            /** @description Invalid or missing parameters: `rest_invalid_param`, `rest_taxonomy_not_hierarchical`, `term_exists`, `duplicate_term_slug`, `rest_invalid_json`, `rest_invalid_body`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid token (or none where one is required): `rest_forbidden`, `rest_invalid_token`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller may not do this: `rest_forbidden`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Request body over 1 MiB: `rest_request_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body of an unsupported content type: `rest_unsupported_media_type`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests (rate limit; see the Retry-After header): `rest_too_many_requests`. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
