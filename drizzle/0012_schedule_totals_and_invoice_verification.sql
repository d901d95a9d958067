ALTER TABLE "invoices" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "total_amount" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "invoices_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "paid_amount" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "schedules_total_idx" ON "schedules" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "schedules_paid_idx" ON "schedules" USING btree ("paid_amount","id");--> statement-breakpoint
CREATE INDEX "schedules_remaining_idx" ON "schedules" USING btree ("remaining_amount","id");--> statement-breakpoint
CREATE INDEX "schedules_total_text_trgm_idx" ON "schedules" USING gin (("total_amount"::text) gin_trgm_ops);--> statement-breakpoint
-- What was verified before this column: a bought invoice, or one not changed since its schedule's verification.
UPDATE "invoices" i SET "verified_at" = s."verified_at" FROM "schedules" s
  WHERE i."schedule_id" = s."id" AND s."verified_at" IS NOT NULL
    AND (i."funding_date" IS NOT NULL OR i."updated_at" <= s."verified_at");
--> statement-breakpoint
UPDATE "schedules" s SET "total_amount" = t."total", "invoices_count" = t."n"
  FROM (SELECT "schedule_id", sum("advance_amount") AS "total", count(*)::int AS "n" FROM "invoices"
        WHERE "schedule_id" IS NOT NULL AND "deleted_at" IS NULL GROUP BY "schedule_id") t
  WHERE s."id" = t."schedule_id";
--> statement-breakpoint
UPDATE "schedules" s SET "paid_amount" = t."paid"
  FROM (SELECT "schedule_id", sum("amount") AS "paid" FROM "schedule_payments"
        WHERE "reversed_at" IS NULL GROUP BY "schedule_id") t
  WHERE s."id" = t."schedule_id";
--> statement-breakpoint
-- A schedule's net funding and invoice count follow its live invoices, whatever statement changes
-- them. Applied as deltas (total = total + change) once per statement: two transactions adding to
-- one schedule never lose each other's change, and a bulk insert costs one pass.
CREATE FUNCTION schedules_follow_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE schedules s SET total_amount = s.total_amount + d.amount, invoices_count = s.invoices_count + d.n
      FROM (SELECT schedule_id, sum(advance_amount) AS amount, count(*)::int AS n FROM new_rows
            WHERE schedule_id IS NOT NULL AND deleted_at IS NULL GROUP BY schedule_id) d
      WHERE s.id = d.schedule_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE schedules s SET total_amount = s.total_amount - d.amount, invoices_count = s.invoices_count - d.n
      FROM (SELECT schedule_id, sum(advance_amount) AS amount, count(*)::int AS n FROM old_rows
            WHERE schedule_id IS NOT NULL AND deleted_at IS NULL GROUP BY schedule_id) d
      WHERE s.id = d.schedule_id;
  ELSE
    UPDATE schedules s SET total_amount = s.total_amount + d.amount, invoices_count = s.invoices_count + d.n
      FROM (SELECT schedule_id, sum(amount) AS amount, sum(n)::int AS n FROM (
              SELECT schedule_id, advance_amount AS amount, 1 AS n FROM new_rows
                WHERE schedule_id IS NOT NULL AND deleted_at IS NULL
              UNION ALL
              SELECT schedule_id, -advance_amount, -1 FROM old_rows
                WHERE schedule_id IS NOT NULL AND deleted_at IS NULL) changes
            GROUP BY schedule_id) d
      WHERE s.id = d.schedule_id AND (d.amount <> 0 OR d.n <> 0);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_insert_schedule_totals AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedules_follow_invoices();
--> statement-breakpoint
CREATE TRIGGER invoices_update_schedule_totals AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedules_follow_invoices();
--> statement-breakpoint
CREATE TRIGGER invoices_delete_schedule_totals AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedules_follow_invoices();
--> statement-breakpoint
-- A schedule's paid amount follows its payments that stand (not reversed), the same way.
CREATE FUNCTION schedules_follow_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE schedules s SET paid_amount = s.paid_amount + d.amount
      FROM (SELECT schedule_id, sum(amount) AS amount FROM new_rows
            WHERE reversed_at IS NULL GROUP BY schedule_id) d
      WHERE s.id = d.schedule_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE schedules s SET paid_amount = s.paid_amount - d.amount
      FROM (SELECT schedule_id, sum(amount) AS amount FROM old_rows
            WHERE reversed_at IS NULL GROUP BY schedule_id) d
      WHERE s.id = d.schedule_id;
  ELSE
    UPDATE schedules s SET paid_amount = s.paid_amount + d.amount
      FROM (SELECT schedule_id, sum(amount) AS amount FROM (
              SELECT schedule_id, amount FROM new_rows WHERE reversed_at IS NULL
              UNION ALL
              SELECT schedule_id, -amount FROM old_rows WHERE reversed_at IS NULL) changes
            GROUP BY schedule_id) d
      WHERE s.id = d.schedule_id AND d.amount <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER schedule_payments_insert_paid AFTER INSERT ON schedule_payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedules_follow_payments();
--> statement-breakpoint
CREATE TRIGGER schedule_payments_update_paid AFTER UPDATE ON schedule_payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedules_follow_payments();
--> statement-breakpoint
CREATE TRIGGER schedule_payments_delete_paid AFTER DELETE ON schedule_payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION schedules_follow_payments();
