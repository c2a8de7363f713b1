CREATE TABLE "identity_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"matched_player_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "canonical_email" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "person_key" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "identity_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_fingerprint" text;--> statement-breakpoint
ALTER TABLE "identity_reviews" ADD CONSTRAINT "identity_reviews_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_reviews" ADD CONSTRAINT "identity_reviews_matched_player_id_players_id_fk" FOREIGN KEY ("matched_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_reviews_pair_idx" ON "identity_reviews" USING btree ("player_id","matched_player_id");--> statement-breakpoint
CREATE INDEX "identity_reviews_status_idx" ON "identity_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_canonical_email_idx" ON "players" USING btree ("canonical_email");--> statement-breakpoint
CREATE INDEX "players_person_key_idx" ON "players" USING btree ("person_key");--> statement-breakpoint
CREATE INDEX "players_identity_key_idx" ON "players" USING btree ("identity_key");--> statement-breakpoint
CREATE INDEX "payments_card_fingerprint_idx" ON "payments" USING btree ("card_fingerprint");