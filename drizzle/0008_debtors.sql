CREATE TABLE "debtor_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"prospect_id" integer NOT NULL,
	"credit_limit" numeric(14, 2) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debtor_clients_pair_unique" UNIQUE("debtor_id","prospect_id")
);
--> statement-breakpoint
CREATE TABLE "debtor_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"debtor_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"country_phone_code" text DEFAULT '+1' NOT NULL,
	"phone" text NOT NULL,
	"country_fax_code" text DEFAULT '+1' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"invite_send_date" timestamp with time zone,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "debtors" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"email" text NOT NULL,
	"fein" text NOT NULL,
	"country_phone_code" text DEFAULT '+1' NOT NULL,
	"phone" text NOT NULL,
	"country_fax_code" text DEFAULT '+1' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"zip" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"industry_id" integer,
	"optional_comments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "debtor_clients" ADD CONSTRAINT "debtor_clients_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtor_clients" ADD CONSTRAINT "debtor_clients_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtor_contacts" ADD CONSTRAINT "debtor_contacts_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtor_contacts" ADD CONSTRAINT "debtor_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debtors" ADD CONSTRAINT "debtors_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debtor_clients_prospect_idx" ON "debtor_clients" USING btree ("prospect_id","status");--> statement-breakpoint
CREATE INDEX "debtor_clients_created_idx" ON "debtor_clients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "debtor_contacts_debtor_idx" ON "debtor_contacts" USING btree ("debtor_id","position");--> statement-breakpoint
CREATE INDEX "debtor_contacts_email_idx" ON "debtor_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "debtors_email_fein_idx" ON "debtors" USING btree (lower("email"),"fein");--> statement-breakpoint
CREATE INDEX "debtors_legal_name_trgm_idx" ON "debtors" USING gin (lower("legal_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "debtors_legal_name_idx" ON "debtors" USING btree (lower("legal_name"),"id");--> statement-breakpoint
CREATE INDEX "debtors_phone_trgm_idx" ON "debtors" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "industries_title_idx" ON "industries" USING btree (lower("title"));