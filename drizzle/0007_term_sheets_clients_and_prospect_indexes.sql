CREATE TABLE "term_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"factoring_limit" numeric(14, 2) NOT NULL,
	"advance_percentage" numeric(5, 2) NOT NULL,
	"escrow_reserve_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"recourse_days" smallint NOT NULL,
	"purchase_discount" numeric(5, 2) NOT NULL,
	"discount_days" smallint NOT NULL,
	"is_incremental_purchase_discount" boolean DEFAULT false NOT NULL,
	"incremental_discount_percentage" numeric(5, 2) DEFAULT '0' NOT NULL,
	"incremental_discount_days" smallint DEFAULT 1 NOT NULL,
	"due_deligence_deposit" numeric(6, 2) DEFAULT '0' NOT NULL,
	"time_limit_term" smallint,
	"automatic_months_renewal" smallint,
	"less_than_days" smallint,
	"more_than_days" smallint,
	"business_days_clearance" smallint DEFAULT 0 NOT NULL,
	"proposal_validity" smallint,
	"wire_fee" numeric(6, 2) DEFAULT '0' NOT NULL,
	"cb_fee" numeric(6, 2) DEFAULT '0' NOT NULL,
	"cb_per_day_fee" numeric(6, 2) DEFAULT '0' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "prospects_status_idx";--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "active_credit_limit" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "terminated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "term_sheets" ADD CONSTRAINT "term_sheets_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "term_sheets_prospect_idx" ON "term_sheets" USING btree ("prospect_id","signed_at");--> statement-breakpoint
CREATE INDEX "prospects_category_created_idx" ON "prospects" USING btree ("status","application_completely_filled","created_at","id") WHERE "prospects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "prospects_category_name_idx" ON "prospects" USING btree ("status","application_completely_filled",lower("company_business_name"),"id") WHERE "prospects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "prospects_category_contact_idx" ON "prospects" USING btree ("status","application_completely_filled",lower("poc_name"),"id") WHERE "prospects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "prospects_category_email_idx" ON "prospects" USING btree ("status","application_completely_filled",lower("poc_email"),"id") WHERE "prospects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "prospects_category_funding_idx" ON "prospects" USING btree ("status","application_completely_filled","funding_amount","id") WHERE "prospects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "prospects_name_idx" ON "prospects" USING btree (lower("company_business_name"));--> statement-breakpoint
CREATE INDEX "prospects_poc_name_idx" ON "prospects" USING btree (lower("poc_name"));--> statement-breakpoint
CREATE INDEX "prospects_funding_idx" ON "prospects" USING btree ("funding_amount");--> statement-breakpoint
CREATE INDEX "prospects_poc_name_trgm_idx" ON "prospects" USING gin (lower("poc_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prospects_poc_email_trgm_idx" ON "prospects" USING gin (lower("poc_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prospect_responses_attachment_idx" ON "prospect_responses" USING btree ("attachment_path");