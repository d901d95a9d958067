CREATE TABLE "chargeback_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"chargeback_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"settle_status" smallint NOT NULL,
	"journal_entry_id" bigint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chargeback_adjustments_positive" CHECK ("chargeback_adjustments"."amount" > 0),
	CONSTRAINT "chargeback_adjustments_status_known" CHECK ("chargeback_adjustments"."settle_status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"chargeback_id" integer,
	"collected_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"uc_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"applied_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"excess_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance_before" numeric(14, 2) NOT NULL,
	"discount_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fee_days" integer,
	"move_to_cb" boolean DEFAULT false NOT NULL,
	CONSTRAINT "collection_items_amounts" CHECK ("collection_items"."collected_amount" >= 0 and "collection_items"."uc_amount" >= 0 and "collection_items"."applied_amount" >= 0 and "collection_items"."excess_amount" >= 0 and "collection_items"."discount_fee" >= 0 and "collection_items"."applied_amount" + "collection_items"."excess_amount" = "collection_items"."collected_amount" + "collection_items"."uc_amount" and "collection_items"."applied_amount" <= "collection_items"."balance_before")
);
--> statement-breakpoint
CREATE TABLE "collection_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_notes_length" CHECK (char_length("collection_notes"."note") between 1 and 150)
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"debtor_id" integer NOT NULL,
	"collection_type" smallint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"cb_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"uc_collected" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payment_type" smallint NOT NULL,
	"check_number" text NOT NULL,
	"check_date" date NOT NULL,
	"check_deposit_date" date,
	"posting_date" date NOT NULL,
	"check_path" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"journal_entry_id" bigint,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_type_known" CHECK ("collections"."collection_type" in (1, 2, 3)),
	CONSTRAINT "collections_payment_type_known" CHECK ("collections"."payment_type" in (0, 1, 2)),
	CONSTRAINT "collections_amounts" CHECK ("collections"."amount" >= 0 and "collections"."cb_amount" >= 0 and "collections"."uc_collected" >= 0 and "collections"."total_amount" = "collections"."amount" + "collections"."cb_amount" and "collections"."total_amount" + "collections"."uc_collected" > 0)
);
--> statement-breakpoint
CREATE TABLE "pledge_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"matched_invoice_id" integer NOT NULL,
	"reason" text NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledge_matches_reason_known" CHECK ("pledge_matches"."reason" in ('number', 'amount_and_date')),
	CONSTRAINT "pledge_matches_not_self" CHECK ("pledge_matches"."invoice_id" <> "pledge_matches"."matched_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "unapplied_cash" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"debtor_id" integer NOT NULL,
	"invoice_id" integer,
	"collection_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"remaining" numeric(14, 2) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"payment_type" smallint,
	"check_number" text,
	"check_date" date,
	"check_deposit_date" date,
	"posting_date" date NOT NULL,
	"check_path" text,
	"note" text DEFAULT '' NOT NULL,
	"reserved_at" timestamp with time zone,
	"reserved_amount" numeric(14, 2),
	"released_date" date,
	"return_payment_type" smallint,
	"return_wire_fee" numeric(14, 2),
	"returned_amount" numeric(14, 2),
	"return_id" integer,
	"journal_entry_id" bigint,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unapplied_cash_status_known" CHECK ("unapplied_cash"."status" in (0, 1, 2, 3, 4)),
	CONSTRAINT "unapplied_cash_remaining" CHECK ("unapplied_cash"."amount" > 0 and "unapplied_cash"."remaining" >= 0 and "unapplied_cash"."remaining" <= "unapplied_cash"."amount"),
	CONSTRAINT "unapplied_cash_closed_empty" CHECK ("unapplied_cash"."status" in (0, 1) or "unapplied_cash"."remaining" = 0)
);
--> statement-breakpoint
CREATE TABLE "unapplied_cash_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"unapplied_cash_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unapplied_cash_applications_positive" CHECK ("unapplied_cash_applications"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "chargebacks" ADD COLUMN "chargeback_date" date;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD COLUMN "debtor_id" integer;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD COLUMN "cb_fee" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD COLUMN "per_day_fees" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD COLUMN "fees_accrued_through" date;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD COLUMN "journal_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "collected_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_fee_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "chargeback_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "chargeback_adjustments" ADD CONSTRAINT "chargeback_adjustments_chargeback_id_chargebacks_id_fk" FOREIGN KEY ("chargeback_id") REFERENCES "public"."chargebacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargeback_adjustments" ADD CONSTRAINT "chargeback_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_chargeback_id_chargebacks_id_fk" FOREIGN KEY ("chargeback_id") REFERENCES "public"."chargebacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notes" ADD CONSTRAINT "collection_notes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notes" ADD CONSTRAINT "collection_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_matches" ADD CONSTRAINT "pledge_matches_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_matches" ADD CONSTRAINT "pledge_matches_matched_invoice_id_invoices_id_fk" FOREIGN KEY ("matched_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_matches" ADD CONSTRAINT "pledge_matches_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_cash" ADD CONSTRAINT "unapplied_cash_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_cash" ADD CONSTRAINT "unapplied_cash_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_cash" ADD CONSTRAINT "unapplied_cash_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_cash" ADD CONSTRAINT "unapplied_cash_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_cash" ADD CONSTRAINT "unapplied_cash_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_cash_applications" ADD CONSTRAINT "unapplied_cash_applications_unapplied_cash_id_unapplied_cash_id_fk" FOREIGN KEY ("unapplied_cash_id") REFERENCES "public"."unapplied_cash"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_cash_applications" ADD CONSTRAINT "unapplied_cash_applications_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapplied_cash_applications" ADD CONSTRAINT "unapplied_cash_applications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chargeback_adjustments_chargeback_idx" ON "chargeback_adjustments" USING btree ("chargeback_id");--> statement-breakpoint
CREATE INDEX "collection_items_collection_idx" ON "collection_items" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "collection_items_invoice_idx" ON "collection_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "collection_items_chargeback_idx" ON "collection_items" USING btree ("chargeback_id");--> statement-breakpoint
CREATE INDEX "collection_notes_collection_idx" ON "collection_notes" USING btree ("collection_id","created_at");--> statement-breakpoint
CREATE INDEX "collections_created_idx" ON "collections" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "collections_client_idx" ON "collections" USING btree ("prospect_id","created_at","id");--> statement-breakpoint
CREATE INDEX "collections_debtor_idx" ON "collections" USING btree ("debtor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "collections_posting_idx" ON "collections" USING btree ("posting_date","id");--> statement-breakpoint
CREATE INDEX "collections_amount_idx" ON "collections" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "collections_search_trgm_idx" ON "collections" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pledge_matches_pair_idx" ON "pledge_matches" USING btree ("invoice_id","matched_invoice_id");--> statement-breakpoint
CREATE INDEX "pledge_matches_matched_idx" ON "pledge_matches" USING btree ("matched_invoice_id");--> statement-breakpoint
CREATE INDEX "pledge_matches_open_idx" ON "pledge_matches" USING btree ("invoice_id") WHERE "pledge_matches"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "unapplied_cash_pair_idx" ON "unapplied_cash" USING btree ("prospect_id","debtor_id","status");--> statement-breakpoint
CREATE INDEX "unapplied_cash_invoice_idx" ON "unapplied_cash" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "unapplied_cash_card_idx" ON "unapplied_cash" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "unapplied_cash_client_idx" ON "unapplied_cash" USING btree ("prospect_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "unapplied_cash_search_trgm_idx" ON "unapplied_cash" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "unapplied_cash_applications_uc_idx" ON "unapplied_cash_applications" USING btree ("unapplied_cash_id");--> statement-breakpoint
CREATE INDEX "unapplied_cash_applications_collection_idx" ON "unapplied_cash_applications" USING btree ("collection_id");--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_debtor_id_debtors_id_fk" FOREIGN KEY ("debtor_id") REFERENCES "public"."debtors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chargebacks_live_invoice_idx" ON "chargebacks" USING btree ("invoice_id") WHERE "chargebacks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "chargebacks_created_idx" ON "chargebacks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "chargebacks_open_idx" ON "chargebacks" USING btree ("chargeback_date","id") WHERE "chargebacks"."deleted_at" is null and "chargebacks"."charge_back_settled" <> 1;--> statement-breakpoint
CREATE INDEX "invoices_open_receivable_idx" ON "invoices" USING btree ("prospect_id","debtor_id","funding_date","id") WHERE "invoices"."funding_date" is not null and "invoices"."deleted_at" is null and "invoices"."collected_amount" + "invoices"."chargeback_amount" < "invoices"."invoice_amount";--> statement-breakpoint
CREATE INDEX "invoices_open_by_funding_idx" ON "invoices" USING btree ("funding_date","id") WHERE "invoices"."funding_date" is not null and "invoices"."deleted_at" is null and "invoices"."collected_amount" + "invoices"."chargeback_amount" < "invoices"."invoice_amount";--> statement-breakpoint
CREATE INDEX "invoices_debtor_number_idx" ON "invoices" USING btree ("debtor_id",split_part("invoice_no", '-', 1)) WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_debtor_amount_date_idx" ON "invoices" USING btree ("debtor_id","invoice_amount","invoice_date") WHERE "invoices"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_amounts" CHECK ("chargebacks"."cb" > 0 and ("chargebacks"."adjusted_cb" is null or ("chargebacks"."adjusted_cb" >= 0 and "chargebacks"."adjusted_cb" <= "chargebacks"."cb")));--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_settled_known" CHECK ("chargebacks"."charge_back_settled" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_receivable_not_negative" CHECK ("invoices"."collected_amount" >= 0 and "invoices"."chargeback_amount" >= 0 and "invoices"."discount_fee_amount" >= 0 and "invoices"."collected_amount" + "invoices"."chargeback_amount" <= "invoices"."invoice_amount");--> statement-breakpoint
-- Chargebacks from before this change start their fee clock on the day they were made, never back-dated.
UPDATE "chargebacks" SET "chargeback_date" = "created_at"::date, "fees_accrued_through" = "created_at"::date WHERE "chargeback_date" IS NULL;
