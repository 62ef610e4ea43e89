-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "login" TEXT NOT NULL,
    "displayName" TEXT NOT NULL DEFAULT '',
    "role" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiToken" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "label" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ApiToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PostKey" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,

    CONSTRAINT "PostKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Media" (
    "id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "extension" TEXT NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "filesize" INTEGER,
    "sizes" TEXT,
    "authorId" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "excerpt" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL,
    "authorId" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3) NOT NULL,
    "modifiedAt" TIMESTAMP(3) NOT NULL,
    "password" TEXT NOT NULL DEFAULT '',
    "language" TEXT NOT NULL DEFAULT 'en',
    "translationGroup" INTEGER NOT NULL,
    "imageId" INTEGER,
    "parentId" INTEGER,
    "startLocal" TIMESTAMP(3) NOT NULL,
    "endLocal" TIMESTAMP(3) NOT NULL,
    "startUtc" TIMESTAMP(3) NOT NULL,
    "endUtc" TIMESTAMP(3) NOT NULL,
    "timezone" TEXT NOT NULL,
    "allDay" BOOLEAN NOT NULL DEFAULT false,
    "cost" TEXT,
    "website" TEXT NOT NULL DEFAULT '',
    "showMap" BOOLEAN NOT NULL DEFAULT false,
    "showMapLink" BOOLEAN NOT NULL DEFAULT false,
    "hideFromListings" BOOLEAN NOT NULL DEFAULT false,
    "sticky" BOOLEAN NOT NULL DEFAULT false,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "venueId" INTEGER,
    "searchText" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Venue" (
    "id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "excerpt" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL,
    "authorId" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3) NOT NULL,
    "modifiedAt" TIMESTAMP(3) NOT NULL,
    "password" TEXT NOT NULL DEFAULT '',
    "language" TEXT NOT NULL DEFAULT 'en',
    "translationGroup" INTEGER NOT NULL,
    "imageId" INTEGER,
    "address" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "country" TEXT NOT NULL DEFAULT '',
    "province" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    "zip" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "website" TEXT NOT NULL DEFAULT '',
    "stateprovince" TEXT NOT NULL DEFAULT '',
    "showMap" BOOLEAN NOT NULL DEFAULT true,
    "showMapLink" BOOLEAN NOT NULL DEFAULT true,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,

    CONSTRAINT "Venue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Organizer" (
    "id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "excerpt" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL,
    "authorId" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3) NOT NULL,
    "modifiedAt" TIMESTAMP(3) NOT NULL,
    "password" TEXT NOT NULL DEFAULT '',
    "language" TEXT NOT NULL DEFAULT 'en',
    "translationGroup" INTEGER NOT NULL,
    "imageId" INTEGER,
    "phone" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "website" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Organizer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventOrganizer" (
    "eventId" INTEGER NOT NULL,
    "organizerId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "EventOrganizer_pkey" PRIMARY KEY ("eventId","organizerId")
);

-- CreateTable
CREATE TABLE "Term" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "parentId" INTEGER,
    "language" TEXT NOT NULL DEFAULT 'en',
    "translationGroup" INTEGER NOT NULL DEFAULT 0,
    "eventCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Term_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventTerm" (
    "eventId" INTEGER NOT NULL,
    "termId" INTEGER NOT NULL,

    CONSTRAINT "EventTerm_pkey" PRIMARY KEY ("eventId","termId")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_login_key" ON "User"("login");

-- CreateIndex
CREATE UNIQUE INDEX "ApiToken_tokenHash_key" ON "ApiToken"("tokenHash");

-- CreateIndex
CREATE INDEX "ApiToken_userId_idx" ON "ApiToken"("userId");

-- CreateIndex
CREATE INDEX "Media_url_idx" ON "Media"("url");

-- CreateIndex
CREATE INDEX "Event_list_idx" ON "Event"("language", "hideFromListings", "startLocal", "id", "status", "endLocal", "featured", "venueId");

-- CreateIndex
CREATE INDEX "Event_list_status_idx" ON "Event"("language", "hideFromListings", "status", "startLocal", "id", "endLocal", "featured", "venueId");

-- CreateIndex
CREATE INDEX "Event_list_end_idx" ON "Event"("language", "hideFromListings", "status", "endLocal", "startLocal", "id", "featured", "venueId");

-- CreateIndex
CREATE INDEX "Event_list_venue_idx" ON "Event"("venueId", "language", "hideFromListings", "status", "startLocal", "id", "endLocal", "featured");

-- CreateIndex
CREATE INDEX "Event_list_id_idx" ON "Event"("id", "language", "hideFromListings", "status", "startLocal", "endLocal", "featured", "venueId");

-- CreateIndex
CREATE INDEX "Event_translationGroup_idx" ON "Event"("translationGroup");

-- CreateIndex
CREATE INDEX "Event_future_publishedAt_idx" ON "Event"("publishedAt") WHERE (status = 'future');

-- CreateIndex
CREATE INDEX "Event_parentId_idx" ON "Event"("parentId");

-- CreateIndex
CREATE INDEX "Event_publishedAt_id_idx" ON "Event"("publishedAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Event_language_slug_key" ON "Event"("language", "slug");

-- CreateIndex
CREATE INDEX "Venue_language_status_publishedAt_id_idx" ON "Venue"("language", "status", "publishedAt", "id");

-- CreateIndex
CREATE INDEX "Venue_future_publishedAt_idx" ON "Venue"("publishedAt") WHERE (status = 'future');

-- CreateIndex
CREATE INDEX "Venue_translationGroup_idx" ON "Venue"("translationGroup");

-- CreateIndex
CREATE UNIQUE INDEX "Venue_language_slug_key" ON "Venue"("language", "slug");

-- CreateIndex
CREATE INDEX "Organizer_language_status_publishedAt_id_idx" ON "Organizer"("language", "status", "publishedAt", "id");

-- CreateIndex
CREATE INDEX "Organizer_future_publishedAt_idx" ON "Organizer"("publishedAt") WHERE (status = 'future');

-- CreateIndex
CREATE INDEX "Organizer_translationGroup_idx" ON "Organizer"("translationGroup");

-- CreateIndex
CREATE UNIQUE INDEX "Organizer_language_slug_key" ON "Organizer"("language", "slug");

-- CreateIndex
CREATE INDEX "EventOrganizer_organizerId_idx" ON "EventOrganizer"("organizerId");

-- CreateIndex
CREATE INDEX "Term_kind_language_name_idx" ON "Term"("kind", "language", "name");

-- CreateIndex
CREATE INDEX "Term_parentId_idx" ON "Term"("parentId");

-- CreateIndex
CREATE INDEX "Term_translationGroup_idx" ON "Term"("translationGroup");

-- CreateIndex
CREATE UNIQUE INDEX "Term_kind_language_slug_key" ON "Term"("kind", "language", "slug");

-- CreateIndex
CREATE INDEX "EventTerm_termId_eventId_idx" ON "EventTerm"("termId", "eventId");

-- AddForeignKey
ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_id_fkey" FOREIGN KEY ("id") REFERENCES "PostKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_id_fkey" FOREIGN KEY ("id") REFERENCES "PostKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "Media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_venueId_fkey" FOREIGN KEY ("venueId") REFERENCES "Venue"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Venue" ADD CONSTRAINT "Venue_id_fkey" FOREIGN KEY ("id") REFERENCES "PostKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Venue" ADD CONSTRAINT "Venue_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "Media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Organizer" ADD CONSTRAINT "Organizer_id_fkey" FOREIGN KEY ("id") REFERENCES "PostKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Organizer" ADD CONSTRAINT "Organizer_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "Media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventOrganizer" ADD CONSTRAINT "EventOrganizer_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventOrganizer" ADD CONSTRAINT "EventOrganizer_organizerId_fkey" FOREIGN KEY ("organizerId") REFERENCES "Organizer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Term" ADD CONSTRAINT "Term_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Term"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventTerm" ADD CONSTRAINT "EventTerm_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventTerm" ADD CONSTRAINT "EventTerm_termId_fkey" FOREIGN KEY ("termId") REFERENCES "Term"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------------------------
-- Written by hand (Prisma cannot model these), the PostgreSQL form of what the SQLite migrations add by hand:
-- keep them when a later migration redefines "Event", "Term" or "EventTerm"; the term-count tests fail if they
-- are lost.

-- Term."eventCount" = published events linked to the term (SPEC §4.4 `count`), kept by triggers so that every
-- writer (any instance, the CLI, SQL) keeps it right and listing a page of events does not count links.
CREATE FUNCTION "EventTerm_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Term" SET "eventCount" = "eventCount" + 1
    WHERE "id" = NEW."termId" AND (SELECT "status" FROM "Event" WHERE "id" = NEW."eventId") = 'publish';
    RETURN NEW;
  END IF;
  UPDATE "Term" SET "eventCount" = "eventCount" - 1
  WHERE "id" = OLD."termId" AND (SELECT "status" FROM "Event" WHERE "id" = OLD."eventId") = 'publish';
  RETURN OLD;
END $$;
CREATE TRIGGER "EventTerm_count_insert" AFTER INSERT ON "EventTerm" FOR EACH ROW EXECUTE FUNCTION "EventTerm_count"();
CREATE TRIGGER "EventTerm_count_delete" AFTER DELETE ON "EventTerm" FOR EACH ROW EXECUTE FUNCTION "EventTerm_count"();

CREATE FUNCTION "Event_count_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Term" SET "eventCount" = "eventCount" + (CASE WHEN NEW."status" = 'publish' THEN 1 ELSE -1 END)
  WHERE "id" IN (SELECT "termId" FROM "EventTerm" WHERE "eventId" = NEW."id");
  RETURN NEW;
END $$;
CREATE TRIGGER "Event_count_status" AFTER UPDATE OF "status" ON "Event" FOR EACH ROW
WHEN ((OLD."status" = 'publish') IS DISTINCT FROM (NEW."status" = 'publish')) EXECUTE FUNCTION "Event_count_status"();

-- Deleting an event row (imports, tests; the API only trashes) would remove its links by cascade after the row is
-- gone, when the EventTerm trigger can no longer see its status: remove them first, while it still can.
CREATE FUNCTION "Event_delete_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "EventTerm" WHERE "eventId" = OLD."id";
  RETURN OLD;
END $$;
CREATE TRIGGER "Event_count_delete" BEFORE DELETE ON "Event" FOR EACH ROW
WHEN (OLD."status" = 'publish') EXECUTE FUNCTION "Event_delete_links"();
