ALTER TABLE "debtor_clients" ADD COLUMN "outstanding_amount" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "debtor_clients_available_idx" ON "debtor_clients" USING btree (greatest("credit_limit" - "outstanding_amount", 0),"id");--> statement-breakpoint
-- What each client–debtor pair carries: the amounts of its live invoices.
UPDATE "debtor_clients" dc SET "outstanding_amount" = t."total"
  FROM (SELECT "prospect_id", "debtor_id", sum("invoice_amount") AS "total" FROM "invoices"
        WHERE "deleted_at" IS NULL GROUP BY "prospect_id", "debtor_id") t
  WHERE dc."prospect_id" = t."prospect_id" AND dc."debtor_id" = t."debtor_id";
--> statement-breakpoint
-- A pair's outstanding amount follows its live invoices, whatever statement changes them: applied
-- as deltas once per statement, as the schedules' totals are (0012). The pairs are locked in id
-- order first, so two statements changing several pairs never wait on each other in a circle.
CREATE FUNCTION debtor_clients_follow_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pair_clients integer[];
  pair_debtors integer[];
  pair_amounts numeric[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(prospect_id), array_agg(debtor_id), array_agg(amount) INTO pair_clients, pair_debtors, pair_amounts
      FROM (SELECT prospect_id, debtor_id, sum(invoice_amount) AS amount FROM new_rows
            WHERE deleted_at IS NULL GROUP BY prospect_id, debtor_id HAVING sum(invoice_amount) <> 0) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(prospect_id), array_agg(debtor_id), array_agg(amount) INTO pair_clients, pair_debtors, pair_amounts
      FROM (SELECT prospect_id, debtor_id, -sum(invoice_amount) AS amount FROM old_rows
            WHERE deleted_at IS NULL GROUP BY prospect_id, debtor_id HAVING sum(invoice_amount) <> 0) d;
  ELSE
    SELECT array_agg(prospect_id), array_agg(debtor_id), array_agg(amount) INTO pair_clients, pair_debtors, pair_amounts
      FROM (SELECT prospect_id, debtor_id, sum(amount) AS amount FROM (
              SELECT prospect_id, debtor_id, invoice_amount AS amount FROM new_rows WHERE deleted_at IS NULL
              UNION ALL
              SELECT prospect_id, debtor_id, -invoice_amount FROM old_rows WHERE deleted_at IS NULL) changes
            GROUP BY prospect_id, debtor_id HAVING sum(amount) <> 0) d;
  END IF;
  IF pair_clients IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM debtor_clients dc
    JOIN unnest(pair_clients, pair_debtors) AS c(prospect_id, debtor_id)
      ON dc.prospect_id = c.prospect_id AND dc.debtor_id = c.debtor_id
    ORDER BY dc.id FOR NO KEY UPDATE OF dc;
  UPDATE debtor_clients dc SET outstanding_amount = dc.outstanding_amount + c.amount
    FROM unnest(pair_clients, pair_debtors, pair_amounts) AS c(prospect_id, debtor_id, amount)
    WHERE dc.prospect_id = c.prospect_id AND dc.debtor_id = c.debtor_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_insert_pair_outstanding AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION debtor_clients_follow_invoices();
--> statement-breakpoint
CREATE TRIGGER invoices_update_pair_outstanding AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION debtor_clients_follow_invoices();
--> statement-breakpoint
CREATE TRIGGER invoices_delete_pair_outstanding AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION debtor_clients_follow_invoices();
--> statement-breakpoint
-- A hold made (or remade for another pair) starts from the invoices the pair already has.
CREATE FUNCTION debtor_clients_start_outstanding() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.outstanding_amount := coalesce((SELECT sum(invoice_amount) FROM invoices
    WHERE prospect_id = NEW.prospect_id AND debtor_id = NEW.debtor_id AND deleted_at IS NULL), 0);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER debtor_clients_outstanding_start BEFORE INSERT OR UPDATE OF prospect_id, debtor_id ON debtor_clients
  FOR EACH ROW EXECUTE FUNCTION debtor_clients_start_outstanding();
--> statement-breakpoint
-- A schedule that is deleted, verified or funded, or whose client is terminated, takes no new
-- invoice (docs/decisions/0012-closed-schedules.md), whichever statement tries: an invoice inserted
-- into it or moved to it is refused. The schedules joined are locked first, in id order, as Verify
-- Schedule and Post Payment lock them: a verification committing meanwhile is waited for, and the
-- check then reads the schedule as it stands.
CREATE FUNCTION invoices_join_open_schedules() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  joined integer[];
  closed record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT schedule_id) INTO joined FROM new_rows WHERE schedule_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT n.schedule_id) INTO joined
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.schedule_id IS NOT NULL AND n.schedule_id IS DISTINCT FROM o.schedule_id;
  END IF;
  IF joined IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM schedules WHERE id = ANY (joined) ORDER BY id FOR NO KEY UPDATE;
  SELECT s.id, s.schedule_no,
         CASE WHEN s.deleted_at IS NOT NULL THEN 'deleted'
              WHEN p.terminated_at IS NOT NULL THEN 'of a terminated client'
              WHEN s.schedule_fund_date IS NOT NULL THEN 'funded'
              ELSE 'verified' END AS reason
    INTO closed
    FROM schedules s JOIN prospects p ON p.id = s.prospect_id
    WHERE s.id = ANY (joined)
      AND (s.deleted_at IS NOT NULL OR s.verified_at IS NOT NULL OR s.schedule_fund_date IS NOT NULL
           OR p.terminated_at IS NOT NULL)
    ORDER BY s.id LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'schedule % (Schedule No %) is %: it takes no new invoice', closed.id, closed.schedule_no, closed.reason
      USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_join_open_schedules';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_insert_open_schedule AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_join_open_schedules();
--> statement-breakpoint
CREATE TRIGGER invoices_update_open_schedule AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_join_open_schedules();
