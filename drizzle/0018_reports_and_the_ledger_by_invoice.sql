CREATE TABLE "report_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"report" text NOT NULL,
	"format" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'building' NOT NULL,
	"rows" integer,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_exports_status" CHECK ("report_exports"."status" in ('building', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_exports_user_idx" ON "report_exports" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_lines_invoice_idx" ON "journal_lines" USING btree ("invoice_id") WHERE "journal_lines"."invoice_id" is not null;--> statement-breakpoint
-- Lines posted before the column existed name their invoice in their memo ('Invoice 1001 bought at
-- face value', 'Discount fee of invoice 1001') or, for a chargeback's fee lines, in their entry's
-- ('Invoice 1001 charged back'). Link each to the funded invoice of that number in the line's
-- client (and debtor, where the account is kept per debtor), a live and funded one first. This one backfill is the only change
-- ever made to posted lines: the immutability trigger is lifted for it and restored at once.
ALTER TABLE "journal_lines" DISABLE TRIGGER "journal_lines_immutable";
--> statement-breakpoint
UPDATE "journal_lines" AS l SET "invoice_id" = found.invoice_id
FROM (
  SELECT l2.id AS line_id, (
    SELECT i.id FROM "invoices" i
    WHERE i.prospect_id = a.client_id
      AND (a.debtor_id IS NULL OR i.debtor_id = a.debtor_id)
      AND i.invoice_no = coalesce(
        substring(l2.memo FROM '[Ii]nvoice ([^ :]+)'),
        CASE WHEN e.operation IN ('chargeback', 'chargeback_fee', 'chargeback_adjustment')
          THEN substring(e.memo FROM '^Invoice ([^ :]+)') END)
    ORDER BY i.deleted_at IS NOT NULL, i.funding_date IS NULL, i.id LIMIT 1
  ) AS invoice_id
  FROM "journal_lines" l2
  JOIN "journal_entries" e ON e.id = l2.entry_id
  JOIN "ledger_accounts" a ON a.id = l2.account_id
  WHERE a.client_id IS NOT NULL
) AS found
WHERE l.id = found.line_id AND found.invoice_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "journal_lines" ENABLE TRIGGER "journal_lines_immutable";
