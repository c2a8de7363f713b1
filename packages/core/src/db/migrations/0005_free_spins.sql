CREATE TABLE "free_spin_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"total" integer NOT NULL,
	"remaining" integer NOT NULL,
	"bet_level" integer NOT NULL,
	"lifetime_seconds" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"grant_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "free_spin_grants" ADD CONSTRAINT "free_spin_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_spin_grants_key_idx" ON "free_spin_grants" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "free_spin_grants_player_idx" ON "free_spin_grants" USING btree ("player_id","expires_at");