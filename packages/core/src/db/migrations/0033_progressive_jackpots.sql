CREATE TABLE "jackpot_drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"tier_id" integer NOT NULL,
	"generation" integer NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"key" text NOT NULL,
	"amount" bigint NOT NULL,
	"drop_point" bigint NOT NULL,
	"salt" text NOT NULL,
	"commitment" text NOT NULL,
	"player_id" uuid,
	"round_ref" text NOT NULL,
	"game_id" text NOT NULL,
	"won_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_games" (
	"brand" text NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "jackpot_games_brand_game_id_pk" PRIMARY KEY("brand","game_id")
);
--> statement-breakpoint
CREATE TABLE "jackpot_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"currency" text NOT NULL,
	"key" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"seed_amount" bigint NOT NULL,
	"share_bps" integer NOT NULL,
	"ceiling" bigint NOT NULL,
	"pot" bigint NOT NULL,
	"carry" integer DEFAULT 0 NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"drop_point" bigint NOT NULL,
	"salt" text NOT NULL,
	"commitment" text NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpot_tiers_amounts" CHECK ("jackpot_tiers"."seed_amount" > 0 AND "jackpot_tiers"."ceiling" > "jackpot_tiers"."seed_amount" AND "jackpot_tiers"."pot" >= 0),
	CONSTRAINT "jackpot_tiers_share" CHECK ("jackpot_tiers"."share_bps" BETWEEN 0 AND 1000),
	CONSTRAINT "jackpot_tiers_drop_point" CHECK ("jackpot_tiers"."drop_point" > 0),
	CONSTRAINT "jackpot_tiers_carry" CHECK ("jackpot_tiers"."carry" BETWEEN 0 AND 9999)
);
--> statement-breakpoint
ALTER TABLE "jackpot_drops" ADD CONSTRAINT "jackpot_drops_tier_id_jackpot_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."jackpot_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_drops" ADD CONSTRAINT "jackpot_drops_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_games" ADD CONSTRAINT "jackpot_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_drops_once_idx" ON "jackpot_drops" USING btree ("tier_id","generation");--> statement-breakpoint
CREATE INDEX "jackpot_drops_brand_idx" ON "jackpot_drops" USING btree ("brand","won_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_tiers_brand_key_idx" ON "jackpot_tiers" USING btree ("brand","currency","key");