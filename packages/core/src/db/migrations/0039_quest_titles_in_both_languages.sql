-- A quest's title in both site languages (LocalizedText): a title written in English alone serves both until an
-- operator translates it.
ALTER TABLE "quests" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en', "title", 'es', "title");--> statement-breakpoint
UPDATE "quests" SET "title" = '{"en":"Season quest","es":"Misión de temporada"}'::jsonb WHERE "title"->>'es' = 'Season quest';--> statement-breakpoint
UPDATE "quests" SET "title" = '{"en":"Advent calendar","es":"Calendario de adviento"}'::jsonb WHERE "title"->>'es' = 'Advent calendar';--> statement-breakpoint
UPDATE "quests" SET "title" = '{"en":"Free-play challenge","es":"Desafío de juego gratis"}'::jsonb WHERE "title"->>'es' = 'Free-play challenge';--> statement-breakpoint
-- Spanish for the seeded texts that were left in English (issue #33): categories and the lobby's welcome banner.
UPDATE "game_categories" SET "title_es" = 'Mantén y enlaza' WHERE "key" = 'holdNLink' AND "title_es" = 'Hold & Link';--> statement-breakpoint
UPDATE "game_categories" SET "title_es" = 'Enlace rápido' WHERE "key" = 'rapidLink' AND "title_es" = 'Rapid Link';--> statement-breakpoint
UPDATE "home_banners" SET "title_es" = 'Bienvenido a la sala de juegos' WHERE "title_es" = 'Bienvenido al lobby';--> statement-breakpoint
UPDATE "home_banners" SET "title_es" = 'Botes de Mantén y enlaza' WHERE "title_es" = 'Botes Hold & Link';
