CREATE TABLE "prospect_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"percent_owned" numeric(5, 2) NOT NULL,
	"email" text NOT NULL,
	"house_owned" boolean NOT NULL,
	"ssn" text,
	"dob" date NOT NULL,
	"country_phone_code" text DEFAULT '+1' NOT NULL,
	"phone" text NOT NULL,
	"zip" text NOT NULL,
	"state" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"driver_license" text DEFAULT '' NOT NULL,
	"driving_license_expiry_date" date
);
--> statement-breakpoint
CREATE TABLE "prospect_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"products_supplied" text DEFAULT '' NOT NULL,
	"country_phone_code" text DEFAULT '+1' NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_token" text NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"application_completely_filled" boolean DEFAULT false NOT NULL,
	"company_id" integer,
	"broker_referral_code" text,
	"company_business_name" text NOT NULL,
	"doing_business_as" text DEFAULT '' NOT NULL,
	"poc_name" text NOT NULL,
	"poc_email" text NOT NULL,
	"company_country_phone_code" text DEFAULT '+1' NOT NULL,
	"company_phone" text NOT NULL,
	"company_fein" text,
	"company_date_established" date,
	"business_registration_state" text DEFAULT '' NOT NULL,
	"company_number_of_employees" integer,
	"company_zip" text NOT NULL,
	"company_state" text NOT NULL,
	"company_city" text NOT NULL,
	"company_country_fax_code" text DEFAULT '+1' NOT NULL,
	"company_fax" text DEFAULT '' NOT NULL,
	"company_legal_status" text NOT NULL,
	"company_address" text NOT NULL,
	"company_company_taxes_past_due_status" boolean DEFAULT false NOT NULL,
	"company_taxes_past_due_type" text DEFAULT '' NOT NULL,
	"company_taxes_past_due_amount" numeric(14, 2),
	"company_tax_lien_field" boolean DEFAULT false NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"company_business_description" text DEFAULT '' NOT NULL,
	"bank_name" text,
	"bank_account_number" text,
	"account_opening_date" date,
	"bank_routing_number" text,
	"bank_officer" text,
	"bank_balance" numeric(14, 2),
	"bank_zip" text,
	"bank_state" text,
	"bank_city" text,
	"bank_country_phone_code" text,
	"bank_phone" text,
	"business_loan_outstanding_status" boolean,
	"monthly_factoring_volume" numeric(14, 2),
	"receivables_outstanding" numeric(14, 2),
	"requested_funding_date" date,
	"funding_amount" numeric(14, 2),
	"factored_before_status" boolean,
	"factored_before_name" text,
	"leasing_business_space" boolean,
	"present_lease_period" text,
	"landlord_name" text,
	"landlord_monthly_rent" numeric(14, 2),
	"landlord_country_phone_code" text,
	"landlord_phone" text,
	"landlord_address" text,
	"landlord_zip" text,
	"landlord_state" text,
	"landlord_city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "prospects_draft_token_unique" UNIQUE("draft_token")
);
--> statement-breakpoint
ALTER TABLE "prospect_owners" ADD CONSTRAINT "prospect_owners_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_suppliers" ADD CONSTRAINT "prospect_suppliers_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_owners_prospect_idx" ON "prospect_owners" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "prospect_suppliers_prospect_idx" ON "prospect_suppliers" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "prospects_status_idx" ON "prospects" USING btree ("status");--> statement-breakpoint
CREATE INDEX "prospects_created_at_idx" ON "prospects" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prospects_business_name_trgm_idx" ON "prospects" USING gin (lower("company_business_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prospects_poc_email_idx" ON "prospects" USING btree (lower("poc_email"));