CREATE TABLE "sign_in_guard_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_guard_spent_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_guard_failures_key_idx" ON "sign_in_guard_failures" USING btree ("key_hash","at");--> statement-breakpoint
CREATE INDEX "sign_in_guard_failures_at_idx" ON "sign_in_guard_failures" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sign_in_guard_spent_challenges_expires_idx" ON "sign_in_guard_spent_challenges" USING btree ("expires_at");