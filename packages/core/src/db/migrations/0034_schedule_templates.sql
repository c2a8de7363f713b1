CREATE TABLE "tournament_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"games" text[] NOT NULL,
	"mode" text NOT NULL,
	"scoring" jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"type" text NOT NULL,
	"day_hours" integer NOT NULL,
	"days" jsonb NOT NULL,
	"shared_game_sets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requires_completed_profile" boolean DEFAULT false NOT NULL,
	"requires_confirmed_phone" boolean DEFAULT false NOT NULL,
	"required_rank" integer,
	"schedule" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "occurrence_key" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "occurrence_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_templates_brand_slug_idx" ON "tournament_templates" USING btree ("brand","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_templates_brand_slug_idx" ON "quest_templates" USING btree ("brand","slug");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_template_id_tournament_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."tournament_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_template_id_quest_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."quest_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_occurrence_idx" ON "tournaments" USING btree ("template_id","occurrence_key");--> statement-breakpoint
CREATE INDEX "tournaments_unstarted_idx" ON "tournaments" USING btree ("starts_at") WHERE started_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quests_occurrence_idx" ON "quests" USING btree ("template_id","occurrence_key");