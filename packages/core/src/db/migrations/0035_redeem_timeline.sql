CREATE TABLE "redeem_step_times" (
	"brand" text NOT NULL,
	"step" text NOT NULL,
	"within_hours" integer NOT NULL,
	CONSTRAINT "redeem_step_times_brand_step_pk" PRIMARY KEY("brand","step"),
	CONSTRAINT "redeem_step_times_hours_positive" CHECK ("redeem_step_times"."within_hours" > 0)
);
--> statement-breakpoint
CREATE TABLE "redeem_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"redeem_id" uuid NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL,
	"operator_id" text,
	"note" text,
	CONSTRAINT "redeem_steps_step_known" CHECK ("redeem_steps"."step" IN ('requested', 'identity_check', 'review', 'approved', 'sent', 'paid', 'refused', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD COLUMN "step" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "redeem_steps" ADD CONSTRAINT "redeem_steps_redeem_id_redeem_requests_id_fk" FOREIGN KEY ("redeem_id") REFERENCES "public"."redeem_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_steps_redeem_step_idx" ON "redeem_steps" USING btree ("redeem_id","step");--> statement-breakpoint
ALTER TABLE "redeem_requests" ADD CONSTRAINT "redeem_requests_step_known" CHECK ("redeem_requests"."step" IN ('requested', 'identity_check', 'review', 'approved', 'sent', 'paid', 'refused', 'cancelled'));--> statement-breakpoint
-- Requests from before the timeline: a pending one stands in review, a decided one at its decision.
UPDATE "redeem_requests" SET "step" = CASE "status" WHEN 'pending' THEN 'review' WHEN 'approved' THEN 'approved' WHEN 'rejected' THEN 'refused' ELSE 'cancelled' END;--> statement-breakpoint
INSERT INTO "redeem_steps" ("redeem_id", "step", "at", "by") SELECT "id", 'requested', "created_at", 'player' FROM "redeem_requests";--> statement-breakpoint
INSERT INTO "redeem_steps" ("redeem_id", "step", "at", "by", "note") SELECT "id", "step", coalesce("decided_at", "created_at"), CASE "step" WHEN 'review' THEN 'system' WHEN 'cancelled' THEN 'player' ELSE 'operator' END, "note" FROM "redeem_requests";
