CREATE TABLE "free_entry_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"player_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"credited_by" text
);
--> statement-breakpoint
CREATE TABLE "free_entry_terms" (
	"brand" text PRIMARY KEY NOT NULL,
	"entries_per_request" integer NOT NULL,
	"yearly_cap" integer NOT NULL,
	"address" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minimum_age_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"minimum_age" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"source" text
);
--> statement-breakpoint
ALTER TABLE "free_entry_requests" ADD CONSTRAINT "free_entry_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_entry_requests_code_idx" ON "free_entry_requests" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "free_entry_requests_one_pending_idx" ON "free_entry_requests" USING btree ("player_id") WHERE "free_entry_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "free_entry_requests_player_idx" ON "free_entry_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "minimum_age_rules_country_idx" ON "minimum_age_rules" USING btree ("country","region");