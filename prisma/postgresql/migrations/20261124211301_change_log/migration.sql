-- CreateTable
CREATE TABLE "Change" (
    "seq" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "recordId" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publicBefore" BOOLEAN NOT NULL,
    "publicAfter" BOOLEAN NOT NULL,

    CONSTRAINT "Change_pkey" PRIMARY KEY ("seq")
);

-- CreateTable
CREATE TABLE "ChangeLogHorizon" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "prunedThrough" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ChangeLogHorizon_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Change_at_idx" ON "Change"("at");

-- The one horizon row.
INSERT INTO "ChangeLogHorizon" ("id", "prunedThrough") VALUES (1, 0);

-- Hand-written: one log row per written record (SPEC §9.4); see the SQLite migration. Each trigger first locks the
-- DataVersion row (which every writing transaction locks anyway, migration data_version) and only then draws its seq:
-- the transaction that drew a seq holds the lock until it ends, so seqs become visible in the order they were drawn
-- and a reader following the cursor never passes a seq that a slower transaction commits later.
CREATE FUNCTION "Change_lock"() RETURNS void LANGUAGE plpgsql AS $$ BEGIN PERFORM 1 FROM "DataVersion" WHERE "id" = 1 FOR UPDATE; END $$;
CREATE FUNCTION "Event_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "Change_lock"();
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES ('event', NEW."id", 'created', now() AT TIME ZONE 'UTC', FALSE, (NEW."status" = 'publish' AND NEW."password" = ''));
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES ('event', NEW."id", CASE WHEN OLD."status" <> 'trash' AND NEW."status" = 'trash' THEN 'trashed' WHEN OLD."status" = 'trash' AND NEW."status" <> 'trash' THEN 'restored' ELSE 'updated' END, now() AT TIME ZONE 'UTC', (OLD."status" = 'publish' AND OLD."password" = ''), (NEW."status" = 'publish' AND NEW."password" = ''));
    RETURN NEW;
  END IF;
  INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES ('event', OLD."id", 'deleted', now() AT TIME ZONE 'UTC', (OLD."status" = 'publish' AND OLD."password" = ''), FALSE);
  RETURN OLD;
END $$;
CREATE TRIGGER "Event_change_insert_delete" AFTER INSERT OR DELETE ON "Event" FOR EACH ROW EXECUTE FUNCTION "Event_change"();
CREATE TRIGGER "Event_change_update" AFTER UPDATE ON "Event" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."title" IS DISTINCT FROM NEW."title" OR OLD."slug" IS DISTINCT FROM NEW."slug" OR OLD."description" IS DISTINCT FROM NEW."description" OR OLD."excerpt" IS DISTINCT FROM NEW."excerpt" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."authorId" IS DISTINCT FROM NEW."authorId" OR OLD."publishedAt" IS DISTINCT FROM NEW."publishedAt" OR OLD."modifiedAt" IS DISTINCT FROM NEW."modifiedAt" OR OLD."password" IS DISTINCT FROM NEW."password" OR OLD."language" IS DISTINCT FROM NEW."language" OR OLD."translationGroup" IS DISTINCT FROM NEW."translationGroup" OR OLD."imageId" IS DISTINCT FROM NEW."imageId" OR OLD."parentId" IS DISTINCT FROM NEW."parentId" OR OLD."startLocal" IS DISTINCT FROM NEW."startLocal" OR OLD."endLocal" IS DISTINCT FROM NEW."endLocal" OR OLD."startUtc" IS DISTINCT FROM NEW."startUtc" OR OLD."endUtc" IS DISTINCT FROM NEW."endUtc" OR OLD."timezone" IS DISTINCT FROM NEW."timezone" OR OLD."allDay" IS DISTINCT FROM NEW."allDay" OR OLD."cost" IS DISTINCT FROM NEW."cost" OR OLD."website" IS DISTINCT FROM NEW."website" OR OLD."showMap" IS DISTINCT FROM NEW."showMap" OR OLD."showMapLink" IS DISTINCT FROM NEW."showMapLink" OR OLD."hideFromListings" IS DISTINCT FROM NEW."hideFromListings" OR OLD."sticky" IS DISTINCT FROM NEW."sticky" OR OLD."featured" IS DISTINCT FROM NEW."featured" OR OLD."venueId" IS DISTINCT FROM NEW."venueId") EXECUTE FUNCTION "Event_change"();
CREATE FUNCTION "Venue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "Change_lock"();
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES ('venue', NEW."id", 'created', now() AT TIME ZONE 'UTC', FALSE, (NEW."status" = 'publish' AND NEW."password" = ''));
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES ('venue', NEW."id", CASE WHEN OLD."status" <> 'trash' AND NEW."status" = 'trash' THEN 'trashed' WHEN OLD."status" = 'trash' AND NEW."status" <> 'trash' THEN 'restored' ELSE 'updated' END, now() AT TIME ZONE 'UTC', (OLD."status" = 'publish' AND OLD."password" = ''), (NEW."status" = 'publish' AND NEW."password" = ''));
    RETURN NEW;
  END IF;
  INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES ('venue', OLD."id", 'deleted', now() AT TIME ZONE 'UTC', (OLD."status" = 'publish' AND OLD."password" = ''), FALSE);
  RETURN OLD;
END $$;
CREATE TRIGGER "Venue_change_insert_delete" AFTER INSERT OR DELETE ON "Venue" FOR EACH ROW EXECUTE FUNCTION "Venue_change"();
CREATE TRIGGER "Venue_change_update" AFTER UPDATE ON "Venue" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."title" IS DISTINCT FROM NEW."title" OR OLD."slug" IS DISTINCT FROM NEW."slug" OR OLD."description" IS DISTINCT FROM NEW."description" OR OLD."excerpt" IS DISTINCT FROM NEW."excerpt" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."authorId" IS DISTINCT FROM NEW."authorId" OR OLD."publishedAt" IS DISTINCT FROM NEW."publishedAt" OR OLD."modifiedAt" IS DISTINCT FROM NEW."modifiedAt" OR OLD."password" IS DISTINCT FROM NEW."password" OR OLD."language" IS DISTINCT FROM NEW."language" OR OLD."translationGroup" IS DISTINCT FROM NEW."translationGroup" OR OLD."imageId" IS DISTINCT FROM NEW."imageId" OR OLD."address" IS DISTINCT FROM NEW."address" OR OLD."city" IS DISTINCT FROM NEW."city" OR OLD."country" IS DISTINCT FROM NEW."country" OR OLD."province" IS DISTINCT FROM NEW."province" OR OLD."state" IS DISTINCT FROM NEW."state" OR OLD."zip" IS DISTINCT FROM NEW."zip" OR OLD."phone" IS DISTINCT FROM NEW."phone" OR OLD."website" IS DISTINCT FROM NEW."website" OR OLD."stateprovince" IS DISTINCT FROM NEW."stateprovince" OR OLD."showMap" IS DISTINCT FROM NEW."showMap" OR OLD."showMapLink" IS DISTINCT FROM NEW."showMapLink" OR OLD."latitude" IS DISTINCT FROM NEW."latitude" OR OLD."longitude" IS DISTINCT FROM NEW."longitude") EXECUTE FUNCTION "Venue_change"();
CREATE FUNCTION "Organizer_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "Change_lock"();
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES ('organizer', NEW."id", 'created', now() AT TIME ZONE 'UTC', FALSE, (NEW."status" = 'publish' AND NEW."password" = ''));
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES ('organizer', NEW."id", CASE WHEN OLD."status" <> 'trash' AND NEW."status" = 'trash' THEN 'trashed' WHEN OLD."status" = 'trash' AND NEW."status" <> 'trash' THEN 'restored' ELSE 'updated' END, now() AT TIME ZONE 'UTC', (OLD."status" = 'publish' AND OLD."password" = ''), (NEW."status" = 'publish' AND NEW."password" = ''));
    RETURN NEW;
  END IF;
  INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES ('organizer', OLD."id", 'deleted', now() AT TIME ZONE 'UTC', (OLD."status" = 'publish' AND OLD."password" = ''), FALSE);
  RETURN OLD;
END $$;
CREATE TRIGGER "Organizer_change_insert_delete" AFTER INSERT OR DELETE ON "Organizer" FOR EACH ROW EXECUTE FUNCTION "Organizer_change"();
CREATE TRIGGER "Organizer_change_update" AFTER UPDATE ON "Organizer" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."title" IS DISTINCT FROM NEW."title" OR OLD."slug" IS DISTINCT FROM NEW."slug" OR OLD."description" IS DISTINCT FROM NEW."description" OR OLD."excerpt" IS DISTINCT FROM NEW."excerpt" OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."authorId" IS DISTINCT FROM NEW."authorId" OR OLD."publishedAt" IS DISTINCT FROM NEW."publishedAt" OR OLD."modifiedAt" IS DISTINCT FROM NEW."modifiedAt" OR OLD."password" IS DISTINCT FROM NEW."password" OR OLD."language" IS DISTINCT FROM NEW."language" OR OLD."translationGroup" IS DISTINCT FROM NEW."translationGroup" OR OLD."imageId" IS DISTINCT FROM NEW."imageId" OR OLD."phone" IS DISTINCT FROM NEW."phone" OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."website" IS DISTINCT FROM NEW."website") EXECUTE FUNCTION "Organizer_change"();
CREATE FUNCTION "Term_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "Change_lock"();
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES (NEW."kind", NEW."id", 'created', now() AT TIME ZONE 'UTC', FALSE, TRUE);
    RETURN NEW;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES (NEW."kind", NEW."id", 'updated', now() AT TIME ZONE 'UTC', TRUE, TRUE);
    RETURN NEW;
  END IF;
  INSERT INTO "Change" ("kind", "recordId", "action", "at", "publicBefore", "publicAfter") VALUES (OLD."kind", OLD."id", 'deleted', now() AT TIME ZONE 'UTC', TRUE, FALSE);
  RETURN OLD;
END $$;
CREATE TRIGGER "Term_change_insert_delete" AFTER INSERT OR DELETE ON "Term" FOR EACH ROW EXECUTE FUNCTION "Term_change"();
CREATE TRIGGER "Term_change_update" AFTER UPDATE ON "Term" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id" OR OLD."kind" IS DISTINCT FROM NEW."kind" OR OLD."name" IS DISTINCT FROM NEW."name" OR OLD."slug" IS DISTINCT FROM NEW."slug" OR OLD."description" IS DISTINCT FROM NEW."description" OR OLD."parentId" IS DISTINCT FROM NEW."parentId" OR OLD."language" IS DISTINCT FROM NEW."language" OR OLD."translationGroup" IS DISTINCT FROM NEW."translationGroup") EXECUTE FUNCTION "Term_change"();
