CREATE TABLE "prospect_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"attachment_type" text NOT NULL,
	"attachment_path" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospect_documents_attachment_path_unique" UNIQUE("attachment_path")
);
--> statement-breakpoint
CREATE TABLE "prospect_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"future_status" text NOT NULL,
	"comments" text NOT NULL,
	"response_given_by_prospect" text NOT NULL,
	"attachment_path" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "future_status" text;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "last_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospect_documents" ADD CONSTRAINT "prospect_documents_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_responses" ADD CONSTRAINT "prospect_responses_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_responses" ADD CONSTRAINT "prospect_responses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_documents_prospect_type_idx" ON "prospect_documents" USING btree ("prospect_id","attachment_type");--> statement-breakpoint
CREATE INDEX "prospect_responses_prospect_idx" ON "prospect_responses" USING btree ("prospect_id","created_at");