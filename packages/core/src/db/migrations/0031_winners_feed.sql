CREATE TABLE "winners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL,
	CONSTRAINT "winners_amount_check" CHECK ("winners"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "winners_feed_settings" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners_feed_settings" ADD CONSTRAINT "winners_feed_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "winners_kind_ref_idx" ON "winners" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "winners_brand_idx" ON "winners" USING btree ("brand","id");