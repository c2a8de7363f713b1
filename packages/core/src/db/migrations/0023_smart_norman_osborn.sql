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
ALTER TABLE "web_push_campaign_deliveries" ADD CONSTRAINT "web_push_campaign_deliveries_campaign_id_web_push_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."web_push_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_campaigns" ADD CONSTRAINT "web_push_campaigns_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_preferences" ADD CONSTRAINT "web_push_preferences_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_push_subscriptions" ADD CONSTRAINT "web_push_subscriptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_push_campaigns_due_idx" ON "web_push_campaigns" USING btree ("status","send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_push_subscriptions_device_idx" ON "web_push_subscriptions" USING btree ("player_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_push_subscriptions_endpoint_idx" ON "web_push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "web_push_subscriptions_brand_idx" ON "web_push_subscriptions" USING btree ("brand");