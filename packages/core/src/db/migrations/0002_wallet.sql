CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"round_ref" text NOT NULL,
	"session_token" text NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"outcome" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_amounts_non_negative" CHECK ("game_rounds"."bet" >= 0 AND "game_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"provider" text NOT NULL,
	"game_mode" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text,
	"state" text NOT NULL,
	"round_ref" text,
	"reference_transaction_id" text,
	"parts" jsonb,
	"response_status" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_provider_transaction_id_pk" PRIMARY KEY("provider","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"owner" text NOT NULL,
	"currency" text NOT NULL,
	"player_id" uuid,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_owner_currency_pk" PRIMARY KEY("owner","currency"),
	CONSTRAINT "wallet_accounts_currency_known" CHECK ("wallet_accounts"."currency" IN ('COIN', 'ENTRY', 'WINNING', 'TOUR_POINT')),
	CONSTRAINT "wallet_accounts_player_balance_non_negative" CHECK ("wallet_accounts"."player_id" IS NULL OR "wallet_accounts"."balance" >= 0),
	CONSTRAINT "wallet_accounts_house_balance_derived" CHECK ("wallet_accounts"."player_id" IS NOT NULL OR "wallet_accounts"."balance" = 0),
	CONSTRAINT "wallet_accounts_owner_shape" CHECK (("wallet_accounts"."player_id" IS NOT NULL AND "wallet_accounts"."owner" = 'player:' || "wallet_accounts"."player_id"::text) OR ("wallet_accounts"."player_id" IS NULL AND "wallet_accounts"."owner" LIKE 'house:%'))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"owner" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount_non_zero" CHECK ("wallet_entries"."amount" <> 0),
	CONSTRAINT "wallet_entries_owner_shape" CHECK ("wallet_entries"."owner" LIKE 'player:%' OR "wallet_entries"."owner" LIKE 'house:%')
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"from_owner" text NOT NULL,
	"to_owner" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_amount_positive" CHECK ("wallet_transfers"."amount" > 0),
	CONSTRAINT "wallet_transfers_distinct_accounts" CHECK ("wallet_transfers"."from_owner" <> "wallet_transfers"."to_owner")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_token_game_sessions_token_fk" FOREIGN KEY ("session_token") REFERENCES "public"."game_sessions"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round_idx" ON "game_rounds" USING btree ("provider","round_ref");--> statement-breakpoint
CREATE INDEX "game_rounds_player_created_idx" ON "game_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_player_idx" ON "game_sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "wallet_accounts_player_idx" ON "wallet_accounts" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_idx" ON "wallet_entries" USING btree ("owner","currency");--> statement-breakpoint
CREATE INDEX "wallet_entries_transfer_idx" ON "wallet_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_key_idx" ON "wallet_transfers" USING btree ("key");--> statement-breakpoint
-- House accounts exist from the start (their balance stays 0; totals are derived from entries).
INSERT INTO "wallet_accounts" ("owner", "currency")
SELECT 'house:' || h, c
FROM unnest(ARRAY['purchases', 'bets', 'rewards', 'redemptions', 'adjustments']) AS h
CROSS JOIN unnest(ARRAY['COIN', 'ENTRY', 'WINNING', 'TOUR_POINT']) AS c;
