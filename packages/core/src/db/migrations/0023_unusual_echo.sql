CREATE TABLE "support_chat_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author" text NOT NULL,
	"operator_id" uuid,
	"agent_name" text,
	"body" text NOT NULL,
	"attachment_id" uuid,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_chat_visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"player_id" uuid,
	"visitor_id" uuid,
	"email" text,
	"status" text DEFAULT 'open' NOT NULL,
	"waiting" boolean DEFAULT false NOT NULL,
	"assigned_operator_id" uuid,
	"assigned_email" text,
	"assigned_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"close_note" text,
	"rating" integer,
	"player_read_id" bigint DEFAULT 0 NOT NULL,
	"agent_read_id" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_conversations_one_owner" CHECK (("support_conversations"."player_id" IS NULL) <> ("support_conversations"."visitor_id" IS NULL)),
	CONSTRAINT "support_conversations_rating" CHECK ("support_conversations"."rating" IS NULL OR "support_conversations"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "support_chat_attachments" ADD CONSTRAINT "support_chat_attachments_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chat_messages" ADD CONSTRAINT "support_chat_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chat_messages" ADD CONSTRAINT "support_chat_messages_attachment_id_support_chat_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."support_chat_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_visitor_id_support_chat_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."support_chat_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_chat_messages_conversation" ON "support_chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_chat_messages_client" ON "support_chat_messages" USING btree ("conversation_id","author","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_open_player" ON "support_conversations" USING btree ("player_id") WHERE "support_conversations"."status" = 'open' AND "support_conversations"."player_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_open_visitor" ON "support_conversations" USING btree ("visitor_id") WHERE "support_conversations"."status" = 'open' AND "support_conversations"."visitor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "support_conversations_status_last" ON "support_conversations" USING btree ("status","last_message_at");