CREATE TABLE "offer_presets" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"price_cents" integer NOT NULL,
	"usual_price_cents" integer,
	"coins" integer NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"badge_label_en" text,
	"badge_label_es" text,
	"day_of_week" smallint,
	"available_from" timestamp with time zone,
	"available_till" timestamp with time zone,
	"for_complete_profile" boolean DEFAULT false NOT NULL,
	"limit_per_day" integer,
	"min_balance" integer,
	"best_deal" boolean DEFAULT false NOT NULL,
	"most_popular" boolean DEFAULT false NOT NULL,
	"related_preset_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"promotion_type" text,
	"is_secret" boolean DEFAULT false NOT NULL,
	"url_hash" text,
	"flip_the_coin_set" text,
	"is_exit_offer" boolean DEFAULT false NOT NULL,
	"in_popup" boolean DEFAULT false NOT NULL,
	"in_banner" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_presets_price_positive" CHECK ("offer_presets"."price_cents" > 0),
	CONSTRAINT "offer_presets_amounts_non_negative" CHECK ("offer_presets"."coins" >= 0 AND "offer_presets"."entries" >= 0),
	CONSTRAINT "offer_presets_day_of_week" CHECK ("offer_presets"."day_of_week" IS NULL OR "offer_presets"."day_of_week" BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"preset_id" integer NOT NULL,
	"offer_type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"method_id" text NOT NULL,
	"method_type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"coins" integer NOT NULL,
	"entries" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"challenge_url" text,
	"failure_reason" text,
	"location" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_promo_offers" (
	"player_id" uuid NOT NULL,
	"preset_id" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_promo_offers_player_id_preset_id_pk" PRIMARY KEY("player_id","preset_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"ref" text PRIMARY KEY NOT NULL,
	"merchant_payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"method_id" text NOT NULL,
	"card_last4" text,
	"scenario" text NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_merchant_payment_id_unique" UNIQUE("merchant_payment_id")
);
--> statement-breakpoint
CREATE TABLE "redeem_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "redeem_requests_amount_positive" CHECK ("redeem_requests"."amount" > 0),
	CONSTRAINT "redeem_requests_status_known" CHECK ("redeem_requests"."status" IN ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "flip_the_coin_plays" (
	"player_id" uuid NOT NULL,
	"promo_offer_set" text NOT NULL,
	"preset_id" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flip_the_coin_plays_player_id_promo_offer_set_pk" PRIMARY KEY("player_id","promo_offer_set")
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_preset_id_offer_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."offer_presets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_promo_offers" ADD CONSTRAINT "player_promo_offers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_promo_offers" ADD CONSTRAINT "player_promo_offers_preset_id_offer_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."offer_presets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flip_the_coin_plays" ADD CONSTRAINT "flip_the_coin_plays_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flip_the_coin_plays" ADD CONSTRAINT "flip_the_coin_plays_preset_id_offer_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."offer_presets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_presets_url_hash_idx" ON "offer_presets" USING btree ("url_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_player_key_idx" ON "payments" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_player_created_idx" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_requests_player_key_idx" ON "redeem_requests" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "redeem_requests_player_idx" ON "redeem_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "redeem_requests_status_idx" ON "redeem_requests" USING btree ("status","created_at");