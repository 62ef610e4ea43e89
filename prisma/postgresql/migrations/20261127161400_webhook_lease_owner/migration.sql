-- AlterTable
ALTER TABLE "Webhook" ADD COLUMN     "leaseOwner" TEXT;
