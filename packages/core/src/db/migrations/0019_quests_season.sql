CREATE TABLE "quest_progress" (
	"player_id" uuid NOT NULL,
	"quest_id" integer NOT NULL,
	"day" integer NOT NULL,
	"task" integer NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quest_progress_player_id_quest_id_day_task_pk" PRIMARY KEY("player_id","quest_id","day","task")
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"day_hours" integer NOT NULL,
	"days" jsonb NOT NULL,
	"shared_game_sets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requires_completed_profile" boolean DEFAULT false NOT NULL,
	"requires_confirmed_phone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_progress" (
	"player_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"coins_bet" bigint DEFAULT 0 NOT NULL,
	"entries_bet" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "season_progress_player_id_slug_pk" PRIMARY KEY("player_id","slug")
);
--> statement-breakpoint
ALTER TABLE "quest_progress" ADD CONSTRAINT "quest_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_progress" ADD CONSTRAINT "quest_progress_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_progress" ADD CONSTRAINT "season_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quests_brand_start_idx" ON "quests" USING btree ("brand","starts_at");