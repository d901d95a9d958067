CREATE TABLE "chargebacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"prospect_id" integer NOT NULL,
	"cb" numeric(14, 2) NOT NULL,
	"adjusted_cb" numeric(14, 2),
	"actual_cb" numeric(14, 2) NOT NULL,
	"charge_back_settled" smallint DEFAULT 0 NOT NULL,
	"settled_by_schedule_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_attachments_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"debtor_id" integer NOT NULL,
	"schedule_id" integer,
	"invoice_no" text NOT NULL,
	"invoice_amount" numeric(14, 2) NOT NULL,
	"invoice_date" date NOT NULL,
	"discount_days" smallint NOT NULL,
	"invoice_due_date" date NOT NULL,
	"advance_percentage" numeric(5, 2) NOT NULL,
	"advance_amount" numeric(14, 2) NOT NULL,
	"escrow_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"payment_type" smallint DEFAULT 2 NOT NULL,
	"tentative_payment_mode" text DEFAULT '' NOT NULL,
	"commitment_date" date,
	"debtor_contact" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"funding_date" date,
	"uc" numeric(14, 2) DEFAULT '0' NOT NULL,
	"hold_account_status" smallint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schedule_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"payment_type" smallint NOT NULL,
	"transaction_number" text NOT NULL,
	"schedule_fund_date" date NOT NULL,
	"check_date" date NOT NULL,
	"check_deposit_date" date,
	"posting_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"wire_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(14, 2) NOT NULL,
	"invoice_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"journal_entry_id" integer,
	"reversed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"schedule_no" integer NOT NULL,
	"schedule_fund_date" date,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"cb_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"remaining_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_settled_by_schedule_id_schedules_id_fk" FOREIGN KEY ("settled_by_schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_attachments" ADD CONSTRAINT "invoice_attachments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_payments" ADD CONSTRAINT "schedule_payments_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_payments" ADD CONSTRAINT "schedule_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chargebacks_client_idx" ON "chargebacks" USING btree ("prospect_id","charge_back_settled");--> statement-breakpoint
CREATE INDEX "chargebacks_invoice_idx" ON "chargebacks" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_attachments_invoice_idx" ON "invoice_attachments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("prospect_id","debtor_id","invoice_no") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_schedule_idx" ON "invoices" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("prospect_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_debtor_idx" ON "invoices" USING btree ("debtor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_no_trgm_idx" ON "invoices" USING gin ("invoice_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schedule_payments_schedule_idx" ON "schedule_payments" USING btree ("schedule_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedules_client_no_idx" ON "schedules" USING btree ("prospect_id","schedule_no") WHERE "schedules"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "schedules_created_idx" ON "schedules" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "schedules_fund_date_idx" ON "schedules" USING btree ("schedule_fund_date","id");--> statement-breakpoint
CREATE INDEX "schedules_no_text_trgm_idx" ON "schedules" USING gin (("schedule_no"::text) gin_trgm_ops);