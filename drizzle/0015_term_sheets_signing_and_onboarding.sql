CREATE TABLE "term_sheet_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"term_sheet_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"link_token_hash" text NOT NULL,
	"link_sent_at" timestamp with time zone,
	"signature_path" text,
	"signed_at" timestamp with time zone,
	"signed_from_ip" text,
	"signed_terms_hash" text
);
--> statement-breakpoint
CREATE TABLE "business_name_search_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"search_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_name_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"name" text NOT NULL,
	"attachment_path" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_name_searches_attachment_path_unique" UNIQUE("attachment_path")
);
--> statement-breakpoint
CREATE TABLE "client_advocates" (
	"prospect_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_advocates_prospect_id_user_id_pk" PRIMARY KEY("prospect_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "client_contract_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"kind" text NOT NULL,
	"attachment_path" text NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_contract_documents_attachment_path_unique" UNIQUE("attachment_path")
);
--> statement-breakpoint
CREATE TABLE "underwriting_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"under_writing_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriting_verticals" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_documents" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "term_sheets" ADD COLUMN "version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "term_sheets" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "term_sheets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "term_sheet_owners" ADD CONSTRAINT "term_sheet_owners_term_sheet_id_term_sheets_id_fk" FOREIGN KEY ("term_sheet_id") REFERENCES "public"."term_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_sheet_owners" ADD CONSTRAINT "term_sheet_owners_owner_id_prospect_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."prospect_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_name_search_notes" ADD CONSTRAINT "business_name_search_notes_search_id_business_name_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."business_name_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_name_searches" ADD CONSTRAINT "business_name_searches_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_name_searches" ADD CONSTRAINT "business_name_searches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_advocates" ADD CONSTRAINT "client_advocates_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_advocates" ADD CONSTRAINT "client_advocates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contract_documents" ADD CONSTRAINT "client_contract_documents_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contract_documents" ADD CONSTRAINT "client_contract_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_tasks" ADD CONSTRAINT "underwriting_tasks_under_writing_id_underwriting_verticals_id_fk" FOREIGN KEY ("under_writing_id") REFERENCES "public"."underwriting_verticals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_verticals" ADD CONSTRAINT "underwriting_verticals_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "term_sheet_owners_unique" ON "term_sheet_owners" USING btree ("term_sheet_id","owner_id");--> statement-breakpoint
CREATE INDEX "term_sheet_owners_owner_idx" ON "term_sheet_owners" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "business_name_search_notes_search_idx" ON "business_name_search_notes" USING btree ("search_id");--> statement-breakpoint
CREATE INDEX "business_name_searches_prospect_idx" ON "business_name_searches" USING btree ("prospect_id","created_at");--> statement-breakpoint
CREATE INDEX "client_advocates_user_idx" ON "client_advocates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_contract_documents_prospect_idx" ON "client_contract_documents" USING btree ("prospect_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "underwriting_tasks_title_unique" ON "underwriting_tasks" USING btree ("under_writing_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "underwriting_verticals_name_unique" ON "underwriting_verticals" USING btree ("prospect_id",lower("name"));--> statement-breakpoint
ALTER TABLE "term_sheets" ADD CONSTRAINT "term_sheets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "term_sheets_prospect_version_unique" ON "term_sheets" USING btree ("prospect_id","version");--> statement-breakpoint
ALTER TABLE "term_sheets" ADD CONSTRAINT "term_sheets_advance_percentage_range" CHECK ("term_sheets"."advance_percentage" > 0 and "term_sheets"."advance_percentage" <= 100);--> statement-breakpoint
ALTER TABLE "term_sheets" ADD CONSTRAINT "term_sheets_factoring_limit_range" CHECK ("term_sheets"."factoring_limit" > 0 and "term_sheets"."factoring_limit" <= 99999999.99);--> statement-breakpoint
ALTER TABLE "term_sheets" ADD CONSTRAINT "term_sheets_months_not_zero" CHECK (coalesce("term_sheets"."time_limit_term", 1) <> 0 and coalesce("term_sheets"."automatic_months_renewal", 1) <> 0);