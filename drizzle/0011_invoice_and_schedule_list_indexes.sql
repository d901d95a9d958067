CREATE INDEX "chargebacks_settled_by_schedule_idx" ON "chargebacks" USING btree ("settled_by_schedule_id");--> statement-breakpoint
CREATE INDEX "invoices_client_status_idx" ON "invoices" USING btree ("prospect_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_debtor_status_idx" ON "invoices" USING btree ("debtor_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_no_idx" ON "invoices" USING btree ("invoice_no","id");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_due_date_idx" ON "invoices" USING btree ("invoice_due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_amount_idx" ON "invoices" USING btree ("invoice_amount","id");--> statement-breakpoint
CREATE INDEX "invoices_funding_date_idx" ON "invoices" USING btree ("funding_date","id");--> statement-breakpoint
CREATE INDEX "schedules_client_created_idx" ON "schedules" USING btree ("prospect_id","created_at","id");--> statement-breakpoint
CREATE INDEX "schedules_verified_idx" ON "schedules" USING btree ("verified_at","id") WHERE "schedules"."verified_at" is not null;