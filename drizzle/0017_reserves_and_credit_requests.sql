CREATE TABLE "credit_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"debtor_id" integer,
	"requested_amount" numeric(14, 2) NOT NULL,
	"current_credit_limit" numeric(14, 2) NOT NULL,
	"client_active_credit_limit" numeric(14, 2) NOT NULL,
	"new_limit_amount" numeric(14, 2),
	"status" smallint DEFAULT 0 NOT NULL,
	"action_date" timestamp with time zone,
	"action_by" uuid,
	"created_by" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "credit_requests_amount" CHECK ("credit_requests"."requested_amount" > 0 and "credit_requests"."requested_amount" <= 99999999.99),
	CONSTRAINT "credit_requests_status_known" CHECK ("credit_requests"."status" in (0, 1, 2)),
	CONSTRAINT "credit_requests_decided" CHECK (("credit_requests"."status" = 0) = ("credit_requests"."action_date" is null))
);
--> statement-breakpoint
CREATE TABLE "money_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"prospect_id" integer NOT NULL,
	"schedule_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"request" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"made_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"result_id" integer,
	CONSTRAINT "money_approvals_kind" CHECK ("money_approvals"."kind" in ('reserve_release', 'schedule_payment')),
	CONSTRAINT "money_approvals_status_known" CHECK ("money_approvals"."status" in (0, 1, 2)),
	CONSTRAINT "money_approvals_four_eyes" CHECK ("money_approvals"."decided_by" is null or "money_approvals"."decided_by" <> "money_approvals"."made_by"),
	CONSTRAINT "money_approvals_decided" CHECK (("money_approvals"."status" = 0) = ("money_approvals"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "reserve_release_chargebacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"chargeback_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "reserve_release_chargebacks_amount" CHECK ("reserve_release_chargebacks"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reserve_release_escrows" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "reserve_release_escrows_amount" CHECK ("reserve_release_escrows"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reserve_release_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"reserve_amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserve_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"reserve_release_date" date NOT NULL,
	"payment_type" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"escrow_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"previous_reserves" numeric(14, 2) NOT NULL,
	"custom_amount" numeric(14, 2) NOT NULL,
	"wire_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cb_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"released_amount" numeric(14, 2) NOT NULL,
	"journal_entry_id" bigint,
	"created_by" uuid,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_releases_amounts" CHECK ("reserve_releases"."released_amount" >= 1 and "reserve_releases"."wire_fee" >= 0 and "reserve_releases"."cb_amount" >= 0 and "reserve_releases"."amount" >= 0
        and "reserve_releases"."escrow_amount" >= 0
        and "reserve_releases"."custom_amount" = "reserve_releases"."released_amount" + "reserve_releases"."wire_fee" + "reserve_releases"."cb_amount"
        and "reserve_releases"."custom_amount" <= "reserve_releases"."previous_reserves" + "reserve_releases"."amount" + "reserve_releases"."escrow_amount"),
	CONSTRAINT "reserve_releases_payment_type" CHECK ("reserve_releases"."payment_type" in (0, 1, 2)),
	CONSTRAINT "reserve_releases_checker" CHECK ("reserve_releases"."approved_by" is null or "reserve_releases"."approved_by" <> "reserve_releases"."created_by")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reserve_release_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "escrow_released_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_payments" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_action_by_users_id_fk" FOREIGN KEY ("action_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_release_chargebacks" ADD CONSTRAINT "reserve_release_chargebacks_release_id_reserve_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."reserve_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_release_chargebacks" ADD CONSTRAINT "reserve_release_chargebacks_chargeback_id_chargebacks_id_fk" FOREIGN KEY ("chargeback_id") REFERENCES "public"."chargebacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_release_escrows" ADD CONSTRAINT "reserve_release_escrows_release_id_reserve_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."reserve_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_release_escrows" ADD CONSTRAINT "reserve_release_escrows_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_release_invoices" ADD CONSTRAINT "reserve_release_invoices_release_id_reserve_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."reserve_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_release_invoices" ADD CONSTRAINT "reserve_release_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_releases" ADD CONSTRAINT "reserve_releases_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_releases" ADD CONSTRAINT "reserve_releases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_releases" ADD CONSTRAINT "reserve_releases_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_requests_kind_idx" ON "credit_requests" USING btree (("debtor_id" is null),"created_at","id");--> statement-breakpoint
CREATE INDEX "credit_requests_client_idx" ON "credit_requests" USING btree ("prospect_id","created_at","id");--> statement-breakpoint
CREATE INDEX "credit_requests_search_trgm_idx" ON "credit_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "money_approvals_status_idx" ON "money_approvals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_approvals_waiting_release_idx" ON "money_approvals" USING btree ("prospect_id") WHERE "money_approvals"."status" = 0 and "money_approvals"."kind" = 'reserve_release';--> statement-breakpoint
CREATE UNIQUE INDEX "money_approvals_waiting_payment_idx" ON "money_approvals" USING btree ("schedule_id") WHERE "money_approvals"."status" = 0 and "money_approvals"."kind" = 'schedule_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_release_chargebacks_chargeback_idx" ON "reserve_release_chargebacks" USING btree ("chargeback_id");--> statement-breakpoint
CREATE INDEX "reserve_release_chargebacks_release_idx" ON "reserve_release_chargebacks" USING btree ("release_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_release_escrows_invoice_idx" ON "reserve_release_escrows" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "reserve_release_escrows_release_idx" ON "reserve_release_escrows" USING btree ("release_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_release_invoices_invoice_idx" ON "reserve_release_invoices" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "reserve_release_invoices_release_idx" ON "reserve_release_invoices" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "reserve_releases_client_idx" ON "reserve_releases" USING btree ("prospect_id","reserve_release_date","id");--> statement-breakpoint
CREATE INDEX "reserve_releases_date_idx" ON "reserve_releases" USING btree ("reserve_release_date","id");--> statement-breakpoint
ALTER TABLE "schedule_payments" ADD CONSTRAINT "schedule_payments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_reserves_held_idx" ON "invoices" USING btree ("funding_date","id") WHERE "invoices"."funding_date" is not null and "invoices"."reserve_release_id" is null and "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_escrow_held_idx" ON "invoices" USING btree ("funding_date","id") WHERE "invoices"."funding_date" is not null and "invoices"."escrow_amount" > "invoices"."escrow_released_amount" and "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_reserve_release_idx" ON "invoices" USING btree ("reserve_release_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_escrow_released" CHECK ("invoices"."escrow_released_amount" >= 0 and "invoices"."escrow_released_amount" <= "invoices"."escrow_amount");--> statement-breakpoint
-- The release that paid an invoice's reserve (kept here: the schema files would import each other).
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reserve_release_id_fk" FOREIGN KEY ("reserve_release_id") REFERENCES "public"."reserve_releases"("id");
