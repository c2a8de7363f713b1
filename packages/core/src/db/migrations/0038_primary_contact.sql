ALTER TABLE "players" ALTER COLUMN "primary_contact" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "players" ALTER COLUMN "primary_contact" DROP NOT NULL;--> statement-breakpoint
-- One-click accounts were written as "email" by the old default: an account without an email has no email contact.
UPDATE "players" SET "primary_contact" = CASE WHEN "phone" IS NOT NULL THEN 'phone' END WHERE "email" IS NULL;
