CREATE TABLE "flip_the_coin_plays" (
	"player_id" uuid NOT NULL,
	"promo_offer_set" text NOT NULL,
	"preset_id" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flip_the_coin_plays_player_id_promo_offer_set_pk" PRIMARY KEY("player_id","promo_offer_set")
);
--> statement-breakpoint
ALTER TABLE "flip_the_coin_plays" ADD CONSTRAINT "flip_the_coin_plays_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flip_the_coin_plays" ADD CONSTRAINT "flip_the_coin_plays_preset_id_offer_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."offer_presets"("id") ON DELETE no action ON UPDATE no action;