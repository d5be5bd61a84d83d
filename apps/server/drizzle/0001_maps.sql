CREATE TABLE "map_drawings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"map_id" uuid NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_drawings_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "map_drawings_size_check" CHECK ("map_drawings"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "map_transitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"map_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by_user_id" uuid,
	"by_name" text NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_transitions_from_check" CHECK ("map_transitions"."from_status" is null or "map_transitions"."from_status" in ('typecheck','unitcheck','failedcheck','successful','failed')),
	CONSTRAINT "map_transitions_to_check" CHECK ("map_transitions"."to_status" in ('typecheck','unitcheck','failedcheck','successful','failed'))
);
--> statement-breakpoint
CREATE TABLE "maps" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"region" text NOT NULL,
	"district" text NOT NULL,
	"ward" text NOT NULL,
	"start_construction" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"floors" integer,
	"bedrooms" integer,
	"plinth_area" double precision,
	"status" text DEFAULT 'typecheck' NOT NULL,
	"check_comment" text,
	"unit_comment" text,
	"suggestion_on_map" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maps_status_check" CHECK ("maps"."status" in ('typecheck','unitcheck','failedcheck','successful','failed'))
);
--> statement-breakpoint
ALTER TABLE "map_drawings" ADD CONSTRAINT "map_drawings_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_transitions" ADD CONSTRAINT "map_transitions_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_transitions" ADD CONSTRAINT "map_transitions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maps" ADD CONSTRAINT "maps_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "map_drawings_map_position_idx" ON "map_drawings" USING btree ("map_id","position");--> statement-breakpoint
CREATE INDEX "map_transitions_map_at_idx" ON "map_transitions" USING btree ("map_id","at");--> statement-breakpoint
CREATE INDEX "maps_owner_created_idx" ON "maps" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "maps_status_queued_idx" ON "maps" USING btree ("status","queued_at");