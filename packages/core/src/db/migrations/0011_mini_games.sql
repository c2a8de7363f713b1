CREATE TABLE "adventure_map_progress" (
	"player_id" uuid NOT NULL,
	"map_slug" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"current_index" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "adventure_map_progress_player_id_map_slug_pk" PRIMARY KEY("player_id","map_slug")
);
--> statement-breakpoint
CREATE TABLE "fun_meters" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"fills" integer DEFAULT 0 NOT NULL,
	"last_prize" jsonb,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mini_game_slots" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"spins" integer DEFAULT 0 NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"spins_played" integer DEFAULT 0 NOT NULL,
	"climbs" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adventure_map_progress" ADD CONSTRAINT "adventure_map_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fun_meters" ADD CONSTRAINT "fun_meters_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mini_game_slots" ADD CONSTRAINT "mini_game_slots_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;