CREATE TABLE "feature_content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"key" text NOT NULL,
	"state" text NOT NULL,
	"config" jsonb NOT NULL,
	"effective_from" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feature_content_versions_feature_idx" ON "feature_content_versions" USING btree ("brand","key","id");--> statement-breakpoint
CREATE INDEX "feature_content_versions_due_idx" ON "feature_content_versions" USING btree ("effective_from") WHERE "feature_content_versions"."state" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "feature_content_versions_live_idx" ON "feature_content_versions" USING btree ("brand","key") WHERE "feature_content_versions"."state" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "feature_content_versions_instant_idx" ON "feature_content_versions" USING btree ("brand","key","effective_from") WHERE "feature_content_versions"."state" = 'scheduled';