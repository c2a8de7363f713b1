CREATE TABLE "favorite_games" (
	"player_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"key" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"in_menu" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_category_games" (
	"category_key" text NOT NULL,
	"game_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_category_games_category_key_game_id_pk" PRIMARY KEY("category_key","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_collection_games" (
	"collection_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_collection_games_collection_id_game_id_pk" PRIMARY KEY("collection_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"artwork_seed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_last_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"game_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_last_winners_amount_check" CHECK ("game_last_winners"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_of_week" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"artwork_seed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"provider_id" integer NOT NULL,
	"engine_id" text NOT NULL,
	"rtp" text NOT NULL,
	"volatility" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"artwork_seed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"placement" text NOT NULL,
	"after_section" text,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"sub_title_en" text,
	"sub_title_es" text,
	"button_en" text,
	"button_es" text,
	"link" text,
	"preset_package_id" integer,
	"artwork_seed" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"coins" integer NOT NULL,
	"entries" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_amounts_check" CHECK ("jackpots"."coins" >= 0 AND "jackpots"."entries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "player_game_restrictions" (
	"player_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_game_restrictions_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_games" ADD CONSTRAINT "game_category_games_category_key_game_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."game_categories"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_category_games" ADD CONSTRAINT "game_category_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_collection_id_game_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."game_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_collection_games" ADD CONSTRAINT "game_collection_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_last_winners" ADD CONSTRAINT "game_last_winners_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_of_week" ADD CONSTRAINT "game_of_week_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_restrictions" ADD CONSTRAINT "player_game_restrictions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_game_restrictions" ADD CONSTRAINT "player_game_restrictions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_category_games_game_idx" ON "game_category_games" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_collections_slug_idx" ON "game_collections" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "game_last_winners_won_at_idx" ON "game_last_winners" USING btree ("won_at");--> statement-breakpoint
CREATE INDEX "game_of_week_window_idx" ON "game_of_week" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_providers_slug_idx" ON "game_providers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_idx" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "games_provider_idx" ON "games" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jackpots_key_idx" ON "jackpots" USING btree ("key");