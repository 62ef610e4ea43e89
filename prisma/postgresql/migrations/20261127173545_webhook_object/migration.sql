-- CreateTable
CREATE TABLE "WebhookObject" (
    "seq" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "object" TEXT NOT NULL,

    CONSTRAINT "WebhookObject_pkey" PRIMARY KEY ("seq")
);
