CREATE TABLE "saved_estimates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"house" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"share_token_hash" text,
	"shared_at" timestamp with time zone,
	CONSTRAINT "saved_estimates_share_token_hash_unique" UNIQUE("share_token_hash")
);
--> statement-breakpoint
ALTER TABLE "saved_estimates" ADD CONSTRAINT "saved_estimates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_estimates_owner_idx" ON "saved_estimates" USING btree ("owner_id","created_at");