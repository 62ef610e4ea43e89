-- CreateTable
CREATE TABLE "IcsImport" (
    "uid" TEXT NOT NULL,
    "eventId" INTEGER NOT NULL,
    "source" TEXT NOT NULL DEFAULT '',
    "hash" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IcsImport_pkey" PRIMARY KEY ("uid")
);
