CREATE TABLE "support_chat_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author" text NOT NULL,
	"operator_id" uuid,
	"agent_name" text,
	"body" text NOT NULL,
	"attachment_id" uuid,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_chat_visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"player_id" uuid,
	"visitor_id" uuid,
	"email" text,
	"status" text DEFAULT 'open' NOT NULL,
	"waiting" boolean DEFAULT false NOT NULL,
	"assigned_operator_id" uuid,
	"assigned_email" text,
	"assigned_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"close_note" text,
	"rating" integer,
	"player_read_id" bigint DEFAULT 0 NOT NULL,
	"agent_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_conversations_one_owner" CHECK (("support_conversations"."player_id" IS NULL) <> ("support_conversations"."visitor_id" IS NULL)),
	CONSTRAINT "support_conversations_rating" CHECK ("support_conversations"."rating" IS NULL OR "support_conversations"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "web_push_campaign_deliveries" (
	"campaign_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"player_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "web_push_campaign_deliveries_campaign_id_endpoint_pk" PRIMARY KEY("campaign_id","endpoint")
);
--> statement-breakpoint
CREATE TABLE "web_push_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"locale" text,
	"active_within_days" integer,
	"title_en" text NOT NULL,
	"body_en" text NOT NULL,
	"title_es" text NOT NULL,
	"body_es" text NOT NULL,
	"link" text DEFAULT '/' NOT NULL,
	"image" text,
	"icon" text,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_by" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_push_campaigns_active_days_check" CHECK ("web_push_campaigns"."active_within_days" IS NULL OR "web_push_campaigns"."active_within_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "web_push_preferences" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"device_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"refreshed_at" timestamp with time zone NOT NULL,
	"last_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_limits" (
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limits_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period"),
	CONSTRAINT "play_limits_amount_positive" CHECK ("play_limits"."amount" > 0 AND coalesce("play_limits"."pending_amount", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"sign_in_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"reality_check_at" timestamp with time zone NOT NULL,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "support_chat_attachments" ADD CONSTRAINT "support_chat_attachments_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chat_messages" ADD CONSTRAINT "support_chat_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chat_messages" ADD CONSTRAINT "support_chat_messages_attachment_id_support_chat_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."support_chat_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_visitor_id_support_chat_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."support_chat_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_campaign_deliveries" ADD CONSTRAINT "web_push_campaign_deliveries_campaign_id_web_push_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."web_push_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_campaigns" ADD CONSTRAINT "web_push_campaigns_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_preferences" ADD CONSTRAINT "web_push_preferences_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_subscriptions" ADD CONSTRAINT "web_push_subscriptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_breaks" ADD CONSTRAINT "player_breaks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_entry_requests" ADD CONSTRAINT "free_entry_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_chat_messages_conversation" ON "support_chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_chat_messages_client" ON "support_chat_messages" USING btree ("conversation_id","author","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_open_player" ON "support_conversations" USING btree ("player_id") WHERE "support_conversations"."status" = 'open' AND "support_conversations"."player_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_open_visitor" ON "support_conversations" USING btree ("visitor_id") WHERE "support_conversations"."status" = 'open' AND "support_conversations"."visitor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "support_conversations_status_last" ON "support_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "web_push_campaigns_due_idx" ON "web_push_campaigns" USING btree ("status","send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_push_subscriptions_device_idx" ON "web_push_subscriptions" USING btree ("player_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_push_subscriptions_endpoint_idx" ON "web_push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "web_push_subscriptions_brand_idx" ON "web_push_subscriptions" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "player_breaks_player_idx" ON "player_breaks" USING btree ("player_id","lifted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "free_entry_requests_code_idx" ON "free_entry_requests" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "free_entry_requests_one_pending_idx" ON "free_entry_requests" USING btree ("player_id") WHERE "free_entry_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "free_entry_requests_player_idx" ON "free_entry_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "minimum_age_rules_country_idx" ON "minimum_age_rules" USING btree ("country","region");--> statement-breakpoint
CREATE INDEX "wallet_entries_player_history_idx" ON "wallet_entries" USING btree ("owner","id") WHERE "wallet_entries"."owner" LIKE 'player:%';