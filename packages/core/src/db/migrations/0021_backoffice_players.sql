CREATE TABLE "player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"operator_id" text,
	"operator_email" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "lock_reason" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_notes_player_idx" ON "player_notes" USING btree ("player_id","created_at");