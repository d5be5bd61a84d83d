CREATE TABLE "boq_shares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"map_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "boq_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "boq_stage_ticks" (
	"map_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"done_by" uuid,
	CONSTRAINT "boq_stage_ticks_map_id_stage_pk" PRIMARY KEY("map_id","stage"),
	CONSTRAINT "boq_stage_ticks_stage_check" CHECK ("boq_stage_ticks"."stage" in ('msingi','boma','lenta','paa','finishing','services'))
);
--> statement-breakpoint
ALTER TABLE "boq_shares" ADD CONSTRAINT "boq_shares_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_shares" ADD CONSTRAINT "boq_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_stage_ticks" ADD CONSTRAINT "boq_stage_ticks_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boq_stage_ticks" ADD CONSTRAINT "boq_stage_ticks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boq_shares_map_idx" ON "boq_shares" USING btree ("map_id","created_at");