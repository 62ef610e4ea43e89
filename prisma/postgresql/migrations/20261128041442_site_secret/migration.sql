-- CreateTable
CREATE TABLE "SiteSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SiteSecret_pkey" PRIMARY KEY ("name")
);
