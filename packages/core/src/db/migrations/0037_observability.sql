CREATE TABLE "server_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_reconciliations" (
	"day" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"problems" integer NOT NULL,
	"report" jsonb NOT NULL
);
