CREATE TABLE "fair_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fair_seeds_nonce_non_negative" CHECK ("fair_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "fair_seed_id" uuid;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "fair_client_seed" text;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "fair_nonce" integer;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_player_active_idx" ON "fair_seeds" USING btree ("player_id") WHERE "fair_seeds"."revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "fair_seeds_player_idx" ON "fair_seeds" USING btree ("player_id","created_at");--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_fair_seed_id_fair_seeds_id_fk" FOREIGN KEY ("fair_seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_fair_all_or_none" CHECK (("game_rounds"."fair_seed_id" IS NULL) = ("game_rounds"."fair_client_seed" IS NULL) AND ("game_rounds"."fair_seed_id" IS NULL) = ("game_rounds"."fair_nonce" IS NULL));