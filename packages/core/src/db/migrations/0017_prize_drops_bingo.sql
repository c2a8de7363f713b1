CREATE TABLE "prize_drop_pools" (
	"brand" text NOT NULL,
	"pool_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_drop_pools_brand_pool_key_pk" PRIMARY KEY("brand","pool_key")
);
--> statement-breakpoint
CREATE TABLE "prize_drop_prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"pool_key" text NOT NULL,
	"level" integer NOT NULL,
	"coins" integer NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"winner_id" uuid,
	"won_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bingo_progress" (
	"player_id" uuid NOT NULL,
	"round_key" text NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"cards_played" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bingo_progress_player_id_round_key_pk" PRIMARY KEY("player_id","round_key")
);
--> statement-breakpoint
ALTER TABLE "prize_drop_prizes" ADD CONSTRAINT "prize_drop_prizes_winner_id_players_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_progress" ADD CONSTRAINT "bingo_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prize_drop_prizes_next_idx" ON "prize_drop_prizes" USING btree ("brand","pool_key","release_at");--> statement-breakpoint
CREATE INDEX "prize_drop_prizes_won_idx" ON "prize_drop_prizes" USING btree ("brand","won_at");