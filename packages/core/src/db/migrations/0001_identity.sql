CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"target" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" uuid,
	"kind" text NOT NULL,
	"access" text NOT NULL,
	"country" text,
	"region" text,
	"ip" text,
	"apps" jsonb,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text DEFAULT 'identity' NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" uuid,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body_text" text NOT NULL,
	"link" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'outbox' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"email" text,
	"email_confirmed_at" timestamp with time zone,
	"phone" text,
	"phone_confirmed_at" timestamp with time zone,
	"primary_contact" text DEFAULT 'email' NOT NULL,
	"password_hash" text NOT NULL,
	"has_auto_password" boolean DEFAULT false NOT NULL,
	"login" text NOT NULL,
	"name" text,
	"surname" text,
	"birth_day" date,
	"city" text,
	"address" text,
	"address2" text,
	"zip" text,
	"state" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"game_mode" text DEFAULT 'TournamentPoints' NOT NULL,
	"registration_completed_at" timestamp with time zone,
	"registration_source" text,
	"traffic_source" text,
	"refcode" text NOT NULL,
	"referrer_id" uuid,
	"is_affiliate" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"previous_login_at" timestamp with time zone,
	"geo_access" text DEFAULT 'unknown' NOT NULL,
	"geo_region" text,
	"geo_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_failed_login_count_check" CHECK ("players"."failed_login_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "restricted_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"scope" text DEFAULT 'sweepstakes' NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"player_id" uuid NOT NULL,
	"document_id" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"document_ids" jsonb NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_events" ADD CONSTRAINT "geo_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_document_id_terms_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."terms_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_views" ADD CONSTRAINT "terms_views_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_player_idx" ON "auth_tokens" USING btree ("player_id","purpose");--> statement-breakpoint
CREATE INDEX "identity_documents_player_idx" ON "identity_documents" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_idx" ON "players" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "players_refcode_idx" ON "players" USING btree ("refcode");--> statement-breakpoint
CREATE INDEX "players_referrer_idx" ON "players" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "restricted_regions_country_idx" ON "restricted_regions" USING btree ("country","region");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_acceptances_pk" ON "terms_acceptances" USING btree ("player_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_documents_key_version_idx" ON "terms_documents" USING btree ("key","version");