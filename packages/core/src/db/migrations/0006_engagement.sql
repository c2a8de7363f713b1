CREATE TABLE "feature_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"feature_key" text NOT NULL,
	"period" text NOT NULL,
	"prizes" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"brand" text NOT NULL,
	"key" text NOT NULL,
	"enabled" boolean NOT NULL,
	"priority" integer NOT NULL,
	"schedule" jsonb NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "features_brand_key_pk" PRIMARY KEY("brand","key")
);
--> statement-breakpoint
ALTER TABLE "feature_claims" ADD CONSTRAINT "feature_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feature_claims_once_idx" ON "feature_claims" USING btree ("player_id","feature_key","period");--> statement-breakpoint
CREATE INDEX "feature_claims_latest_idx" ON "feature_claims" USING btree ("player_id","feature_key","claimed_at");