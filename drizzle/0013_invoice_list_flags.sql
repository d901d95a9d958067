ALTER TABLE "invoices" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "invoices" i SET "listed" = f."listed", "search_text" = f."search_text"
  FROM (SELECT i."id",
               i."deleted_at" IS NULL AND p."terminated_at" IS NULL AND coalesce(dc."status", 0) <> 2 AS "listed",
               lower(i."invoice_no" || ' ' || p."company_business_name" || ' ' || d."legal_name") AS "search_text"
        FROM "invoices" i
        JOIN "prospects" p ON p."id" = i."prospect_id"
        JOIN "debtors" d ON d."id" = i."debtor_id"
        LEFT JOIN "debtor_clients" dc ON dc."prospect_id" = i."prospect_id" AND dc."debtor_id" = i."debtor_id") f
  WHERE i."id" = f."id";
--> statement-breakpoint
-- An invoice's list fields, from its own row and its client's and debtor's: listed while live and
-- neither the client nor the client's hold on the debtor is terminated (debtor_status 2);
-- search_text its number and the two names, lowercased, for one trigram index.
CREATE FUNCTION invoice_list_fields() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  client_name text;
  client_terminated boolean;
  debtor_name text;
  hold_status smallint;
BEGIN
  SELECT company_business_name, terminated_at IS NOT NULL INTO client_name, client_terminated
    FROM prospects WHERE id = NEW.prospect_id;
  SELECT legal_name INTO debtor_name FROM debtors WHERE id = NEW.debtor_id;
  SELECT status INTO hold_status FROM debtor_clients
    WHERE prospect_id = NEW.prospect_id AND debtor_id = NEW.debtor_id;
  NEW.listed := NEW.deleted_at IS NULL AND NOT coalesce(client_terminated, false) AND coalesce(hold_status, 0) <> 2;
  NEW.search_text := lower(NEW.invoice_no || ' ' || coalesce(client_name, '') || ' ' || coalesce(debtor_name, ''));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_list_fields BEFORE INSERT OR UPDATE OF invoice_no, prospect_id, debtor_id, deleted_at
  ON invoices FOR EACH ROW EXECUTE FUNCTION invoice_list_fields();
--> statement-breakpoint
-- A renamed or terminated client, a renamed debtor, a hold made, terminated or removed: the
-- invoices they touch work their list fields out again (the no-op update fires the trigger above).
CREATE FUNCTION invoices_follow_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET prospect_id = prospect_id WHERE prospect_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER prospects_invoice_list_fields AFTER UPDATE OF company_business_name, terminated_at ON prospects
  FOR EACH ROW WHEN (OLD.company_business_name IS DISTINCT FROM NEW.company_business_name
                     OR OLD.terminated_at IS DISTINCT FROM NEW.terminated_at)
  EXECUTE FUNCTION invoices_follow_client();
--> statement-breakpoint
CREATE FUNCTION invoices_follow_debtor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET debtor_id = debtor_id WHERE debtor_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER debtors_invoice_list_fields AFTER UPDATE OF legal_name ON debtors
  FOR EACH ROW WHEN (OLD.legal_name IS DISTINCT FROM NEW.legal_name)
  EXECUTE FUNCTION invoices_follow_debtor();
--> statement-breakpoint
CREATE FUNCTION invoices_follow_hold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hold debtor_clients;
BEGIN
  hold := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  UPDATE invoices SET debtor_id = debtor_id WHERE prospect_id = hold.prospect_id AND debtor_id = hold.debtor_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER debtor_clients_invoice_list_fields AFTER INSERT OR DELETE OR UPDATE OF status ON debtor_clients
  FOR EACH ROW EXECUTE FUNCTION invoices_follow_hold();
--> statement-breakpoint
CREATE INDEX "invoices_listed_created_idx" ON "invoices" USING btree ("created_at","id") WHERE "invoices"."listed";--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);
