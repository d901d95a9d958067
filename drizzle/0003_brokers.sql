CREATE TABLE "brokers" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"country_phone_code" text DEFAULT '+1' NOT NULL,
	"phone" text NOT NULL,
	"country_fax_code" text DEFAULT '+1' NOT NULL,
	"fax" text NOT NULL,
	"country_telephone_code" text DEFAULT '+1' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"street_address" text NOT NULL,
	"zip" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"ssn" text NOT NULL,
	"license_number" text NOT NULL,
	"state_of_formation" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"broker_status" smallint DEFAULT 1 NOT NULL,
	"referral_code" text,
	"agreement_date" date,
	"broker_commission" numeric(5, 2),
	"invite_send_date" timestamp with time zone,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "brokers_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
ALTER TABLE "brokers" ADD CONSTRAINT "brokers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brokers_created_at_idx" ON "brokers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "brokers_status_idx" ON "brokers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "brokers_user_idx" ON "brokers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "brokers_full_name_trgm_idx" ON "brokers" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brokers_email_trgm_idx" ON "brokers" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brokers_phone_trgm_idx" ON "brokers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brokers_ssn_trgm_idx" ON "brokers" USING gin ("ssn" gin_trgm_ops);