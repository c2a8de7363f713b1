CREATE TABLE "player_breaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"lifts_at" timestamp with time zone,
	"end_requested_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	"lift_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_breaks_period_check" CHECK ("player_breaks"."ends_at" IS NULL OR "player_breaks"."ends_at" > "player_breaks"."started_at")
);
--> statement-breakpoint
ALTER TABLE "player_breaks" ADD CONSTRAINT "player_breaks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_breaks_player_idx" ON "player_breaks" USING btree ("player_id","lifted_at");