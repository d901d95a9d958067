CREATE TABLE "announcement_roles" (
	"announcement_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "announcement_roles_announcement_id_role_id_pk" PRIMARY KEY("announcement_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_users" (
	"announcement_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "announcement_users_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date NOT NULL,
	"announcement_text" text NOT NULL,
	"hyperlink_text" text DEFAULT '' NOT NULL,
	"hyperlinks" text DEFAULT '' NOT NULL,
	"broadcast_to" smallint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_dates" CHECK ("announcements"."effective_to" > "announcements"."effective_from"),
	CONSTRAINT "announcements_broadcast_to" CHECK ("announcements"."broadcast_to" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"effective_from" date NOT NULL,
	"purpose" text NOT NULL,
	"description" text NOT NULL,
	"attachment_path" text NOT NULL,
	"content_type" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "announcement_roles" ADD CONSTRAINT "announcement_roles_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_roles" ADD CONSTRAINT "announcement_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_users" ADD CONSTRAINT "announcement_users_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_users" ADD CONSTRAINT "announcement_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_roles_role_idx" ON "announcement_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "announcement_users_user_idx" ON "announcement_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "announcements_title_trgm_idx" ON "announcements" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "announcements_effective_idx" ON "announcements" USING btree ("effective_from","effective_to");--> statement-breakpoint
CREATE INDEX "policies_name_trgm_idx" ON "policies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policies_created_at_idx" ON "policies" USING btree ("created_at");