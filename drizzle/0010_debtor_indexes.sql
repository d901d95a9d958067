DROP INDEX "debtors_email_fein_idx";--> statement-breakpoint
CREATE INDEX "debtor_clients_live_created_idx" ON "debtor_clients" USING btree ("created_at","id") WHERE "debtor_clients"."deleted_at" is null and "debtor_clients"."status" <> 2;--> statement-breakpoint
CREATE INDEX "debtor_clients_credit_limit_idx" ON "debtor_clients" USING btree ("credit_limit","id");--> statement-breakpoint
CREATE UNIQUE INDEX "debtors_identity_unique" ON "debtors" USING btree (lower("email"),"fein");--> statement-breakpoint
CREATE INDEX "debtors_phone_idx" ON "debtors" USING btree ("phone","id");