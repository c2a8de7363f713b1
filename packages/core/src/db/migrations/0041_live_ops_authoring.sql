ALTER TABLE "tournament_templates" ADD COLUMN "min_rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_templates" ADD COLUMN "audience" jsonb DEFAULT '{"kind":"all"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_templates" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "min_rounds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "audience" jsonb DEFAULT '{"kind":"all"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quest_templates" ADD COLUMN "cancelled_at" timestamp with time zone;