CREATE TABLE "boq_lines" (
	"sheet_id" uuid NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"calculator_base_quantity" double precision,
	"manual_quantity" double precision,
	"derivation" text DEFAULT '' NOT NULL,
	CONSTRAINT "boq_lines_sheet_id_code_pk" PRIMARY KEY("sheet_id","code")
);
--> statement-breakpoint
CREATE TABLE "boq_revisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"map_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" uuid,
	"grand_total" double precision NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "boq_revisions_map_revision_unique" UNIQUE("map_id","revision")
);
--> statement-breakpoint
CREATE TABLE "boq_sheets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"map_id" uuid NOT NULL,
	"trade" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"inputs" jsonb NOT NULL,
	"overrides" jsonb NOT NULL,
	"labour_percent" double precision DEFAULT 10 NOT NULL,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boq_sheets_map_trade_unique" UNIQUE("map_id","trade"),
	CONSTRAINT "boq_sheets_status_check" CHECK ("boq_sheets"."status" in ('draft','completed'))
);
--> statement-breakpoint
CREATE TABLE "map_notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"map_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"revision" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "boq_lines" ADD CONSTRAINT "boq_lines_sheet_id_boq_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."boq_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_revisions" ADD CONSTRAINT "boq_revisions_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_revisions" ADD CONSTRAINT "boq_revisions_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_sheets" ADD CONSTRAINT "boq_sheets_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_sheets" ADD CONSTRAINT "boq_sheets_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_notifications" ADD CONSTRAINT "map_notifications_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_notifications" ADD CONSTRAINT "map_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "map_notifications_map_created_idx" ON "map_notifications" USING btree ("map_id","created_at");