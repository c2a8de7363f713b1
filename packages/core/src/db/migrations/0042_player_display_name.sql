ALTER TABLE "players" ADD COLUMN "display_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_display_name_idx" ON "players" USING btree ("brand",lower("display_name"));