CREATE TABLE "money_boxes" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"breaks" integer DEFAULT 0 NOT NULL,
	"last_broken_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_boxes_amounts_non_negative" CHECK ("money_boxes"."amount" >= 0 AND "money_boxes"."breaks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fortune_investment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"package_id" text NOT NULL,
	"package" jsonb NOT NULL,
	"bought_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "money_boxes" ADD CONSTRAINT "money_boxes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fortune_investment_plans" ADD CONSTRAINT "fortune_investment_plans_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fortune_investment_plans_seq_idx" ON "fortune_investment_plans" USING btree ("player_id","seq");