CREATE TABLE "deposit_streaks" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"streak_id" uuid NOT NULL,
	"count" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_deposit_at" timestamp with time zone NOT NULL,
	"spun_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_streaks_count_positive" CHECK ("deposit_streaks"."count" >= 1)
);
--> statement-breakpoint
ALTER TABLE "deposit_streaks" ADD CONSTRAINT "deposit_streaks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;