CREATE TABLE "scratch_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"source_ref" text NOT NULL,
	"prize" jsonb NOT NULL,
	"prize_index" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"activates_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magic_box_wagers" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"coins_wagered" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magic_boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "failed_handlers" jsonb;--> statement-breakpoint
ALTER TABLE "scratch_cards" ADD CONSTRAINT "scratch_cards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_box_wagers" ADD CONSTRAINT "magic_box_wagers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_boxes" ADD CONSTRAINT "magic_boxes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scratch_cards_source_idx" ON "scratch_cards" USING btree ("source_ref");--> statement-breakpoint
CREATE INDEX "scratch_cards_player_idx" ON "scratch_cards" USING btree ("player_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "magic_boxes_source_idx" ON "magic_boxes" USING btree ("source_ref");--> statement-breakpoint
CREATE INDEX "magic_boxes_player_idx" ON "magic_boxes" USING btree ("player_id","expires_at");