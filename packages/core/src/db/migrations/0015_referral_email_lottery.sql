CREATE TABLE "email_lottery_draws" (
	"brand" text NOT NULL,
	"draw_key" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"entrants" integer DEFAULT 0 NOT NULL,
	"winners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_lottery_draws_brand_draw_key_pk" PRIMARY KEY("brand","draw_key")
);
