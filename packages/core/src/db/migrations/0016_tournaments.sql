CREATE TABLE "tournament_players" (
	"tournament_id" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"rounds_played" integer DEFAULT 0 NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_players_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"title" jsonb NOT NULL,
	"games" text[] NOT NULL,
	"mode" text NOT NULL,
	"scoring" jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_dates_check" CHECK ("tournaments"."starts_at" < "tournaments"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_players_board_idx" ON "tournament_players" USING btree ("tournament_id","points" DESC NULLS FIRST,"reached_at","player_id");--> statement-breakpoint
CREATE INDEX "tournament_players_player_idx" ON "tournament_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "tournaments_brand_ends_idx" ON "tournaments" USING btree ("brand","ends_at");--> statement-breakpoint
CREATE INDEX "tournaments_unfinished_idx" ON "tournaments" USING btree ("ends_at") WHERE finished_at IS NULL;