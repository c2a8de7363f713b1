ALTER TABLE "offer_presets" ADD COLUMN "magic_boxes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "magic_boxes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_presets" ADD CONSTRAINT "offer_presets_magic_boxes" CHECK ("offer_presets"."magic_boxes" BETWEEN 0 AND 100);