CREATE TABLE "catalogue_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"trade" text NOT NULL,
	"material" text NOT NULL,
	"description" text NOT NULL,
	"description_sw" text NOT NULL,
	"unit" text NOT NULL,
	"base_unit" text NOT NULL,
	"per_unit" double precision NOT NULL,
	"rate" integer NOT NULL,
	"wastage_class" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_rate_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"old_rate" integer NOT NULL,
	"new_rate" integer NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_rate_changes" ADD CONSTRAINT "catalogue_rate_changes_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_rate_changes" ADD CONSTRAINT "catalogue_rate_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_items_trade_position_idx" ON "catalogue_items" USING btree ("trade","position");--> statement-breakpoint
CREATE INDEX "catalogue_rate_changes_item_idx" ON "catalogue_rate_changes" USING btree ("item_id","changed_at");