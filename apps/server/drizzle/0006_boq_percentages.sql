CREATE TABLE "boq_settings" (
	"map_id" uuid PRIMARY KEY NOT NULL,
	"contingency_percent" double precision NOT NULL,
	"vat_percent" double precision NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "boq_settings_percent_check" CHECK ("boq_settings"."contingency_percent" between 0 and 100 and "boq_settings"."vat_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "boq_settings" ADD CONSTRAINT "boq_settings_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_settings" ADD CONSTRAINT "boq_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;