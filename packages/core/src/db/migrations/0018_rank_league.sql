CREATE TABLE "cashbacks" (
	"player_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"brand" text NOT NULL,
	"coins" integer NOT NULL,
	"entry_cents" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"calculated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashbacks_player_id_period_key_pk" PRIMARY KEY("player_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "rank_league_losses" (
	"player_id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"brand" text NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"coin_bet" bigint DEFAULT 0 NOT NULL,
	"coin_win" bigint DEFAULT 0 NOT NULL,
	"entry_bet" bigint DEFAULT 0 NOT NULL,
	"entry_win" bigint DEFAULT 0 NOT NULL,
	"calculated_at" timestamp with time zone,
	CONSTRAINT "rank_league_losses_player_id_period_key_pk" PRIMARY KEY("player_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "rank_league_progress" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashbacks" ADD CONSTRAINT "cashbacks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_league_losses" ADD CONSTRAINT "rank_league_losses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_league_progress" ADD CONSTRAINT "rank_league_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashbacks_open_idx" ON "cashbacks" USING btree ("expires_at") WHERE "cashbacks"."status" = 'available';--> statement-breakpoint
CREATE INDEX "rank_league_losses_due_idx" ON "rank_league_losses" USING btree ("period_ends_at") WHERE "rank_league_losses"."calculated_at" is null;