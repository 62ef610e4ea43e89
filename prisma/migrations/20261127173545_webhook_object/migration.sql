-- CreateTable
CREATE TABLE "WebhookObject" (
    "seq" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL,
    "object" TEXT NOT NULL
);
