CREATE TABLE "drawing_page_scales" (
	"id" uuid PRIMARY KEY NOT NULL,
	"drawing_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"region" jsonb,
	"metres_per_point" double precision NOT NULL,
	"source" text NOT NULL,
	"ratio" double precision NOT NULL,
	"points" jsonb,
	"known_length" double precision,
	"set_by_name" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawing_page_scales_mpp_check" CHECK ("drawing_page_scales"."metres_per_point" > 0),
	CONSTRAINT "drawing_page_scales_source_check" CHECK ("drawing_page_scales"."source" in ('two-points','text'))
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"map_id" uuid NOT NULL,
	"drawing_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"colour" text,
	"geometry" jsonb NOT NULL,
	"scale" jsonb,
	"value" double precision NOT NULL,
	"unit" text NOT NULL,
	"counts" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"updated_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurements_map_name_unique" UNIQUE("map_id","name"),
	CONSTRAINT "measurements_map_key_unique" UNIQUE("map_id","key"),
	CONSTRAINT "measurements_page_check" CHECK ("measurements"."page" >= 1),
	CONSTRAINT "measurements_kind_check" CHECK ("measurements"."kind" in ('length','area','perimeter','count','rectangle'))
);
--> statement-breakpoint
ALTER TABLE "boq_sheets" ADD COLUMN "bindings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drawing_page_scales" ADD CONSTRAINT "drawing_page_scales_drawing_id_map_drawings_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."map_drawings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_drawing_id_map_drawings_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."map_drawings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawing_page_scales_drawing_page_idx" ON "drawing_page_scales" USING btree ("drawing_id","page");--> statement-breakpoint
CREATE INDEX "measurements_drawing_page_idx" ON "measurements" USING btree ("drawing_id","page");