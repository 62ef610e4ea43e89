-- CreateTable
CREATE TABLE "IcsImport" (
    "uid" TEXT NOT NULL PRIMARY KEY,
    "eventId" INTEGER NOT NULL,
    "source" TEXT NOT NULL DEFAULT '',
    "hash" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL
);
