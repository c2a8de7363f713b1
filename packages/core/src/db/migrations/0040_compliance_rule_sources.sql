ALTER TABLE "restricted_regions" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "restricted_regions" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "minimum_age_rules" ADD COLUMN "source_url" text;--> statement-breakpoint
-- Hand-written (issue #32): an existing install's rows learn their sources. Louisiana's SB 181 was vetoed on
-- 2025-06-12, so Louisiana stays closed only as the operator's own policy; Indiana's HB 1052 closes
-- sweepstakes casinos from 2026-07-01. A fresh database has no rows yet here: the seed writes them.
UPDATE "restricted_regions" SET "source" = 'Operator policy (no state law: Louisiana SB 181 was vetoed on 2025-06-12)', "source_url" = NULL
  WHERE "country" = 'US' AND "region" = 'LA';--> statement-breakpoint
UPDATE "restricted_regions" SET "source" = 'California AB 831 (2025)', "source_url" = 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202520260AB831'
  WHERE "country" = 'US' AND "region" = 'CA' AND "source" IS NULL;--> statement-breakpoint
UPDATE "restricted_regions" SET "source" = 'Operator policy (launch list)'
  WHERE "source" IS NULL;--> statement-breakpoint
UPDATE "minimum_age_rules" SET "source" = 'Operator policy' WHERE "source" IS NULL;--> statement-breakpoint
INSERT INTO "restricted_regions" ("country", "region", "scope", "effective_from", "effective_to", "reason", "source", "source_url")
  SELECT 'US', 'IN', 'sweepstakes', '2026-07-01', NULL, 'Sweepstakes play is not offered in Indiana',
    'Indiana HB 1052 (2026): online sweepstakes casinos banned', 'https://iga.in.gov/legislative/2026/bills/house/1052'
  WHERE EXISTS (SELECT 1 FROM "restricted_regions")
    AND NOT EXISTS (SELECT 1 FROM "restricted_regions" WHERE "country" = 'US' AND "region" = 'IN');
