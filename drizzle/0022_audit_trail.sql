CREATE TABLE "audit_trail" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"actor" text NOT NULL,
	"subject" text NOT NULL,
	"detail" text NOT NULL,
	"ip" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_trail_prev_hash_key" ON "audit_trail" USING btree ("prev_hash");--> statement-breakpoint
CREATE INDEX "audit_trail_kind_at_idx" ON "audit_trail" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "audit_trail_user_at_idx" ON "audit_trail" USING btree ("user_id","at");--> statement-breakpoint
-- The audit trail is append-only: a row is never changed or removed (docs/decisions/0045-audit-trail.md).
CREATE FUNCTION audit_trail_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_trail_immutable BEFORE UPDATE OR DELETE ON audit_trail
  FOR EACH ROW EXECUTE FUNCTION audit_trail_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_trail_no_truncate BEFORE TRUNCATE ON audit_trail
  FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_refuse_change();
