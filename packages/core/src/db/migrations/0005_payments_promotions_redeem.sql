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
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flip_the_coin_plays" ADD CONSTRAINT "flip_the_coin_plays_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flip_the_coin_plays" ADD CONSTRAINT "flip_the_coin_plays_preset_id_offer_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."offer_presets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_requests_player_key_idx" ON "redeem_requests" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "redeem_requests_player_idx" ON "redeem_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "redeem_requests_status_idx" ON "redeem_requests" USING btree ("status","created_at");