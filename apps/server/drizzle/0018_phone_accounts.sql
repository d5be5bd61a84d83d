CREATE TABLE "password_reset_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"outcome" text,
	CONSTRAINT "password_reset_requests_outcome_check" CHECK (("password_reset_requests"."closed_at" is null and "password_reset_requests"."outcome" is null) or "password_reset_requests"."outcome" in ('sent','dismissed','used'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shares_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD CONSTRAINT "password_reset_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_requests" ADD CONSTRAINT "password_reset_requests_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_requests_open_unique" ON "password_reset_requests" USING btree ("user_id") WHERE "password_reset_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "password_reset_requests_user_created_idx" ON "password_reset_requests" USING btree ("user_id","created_at");--> statement-breakpoint
-- Phone numbers become unique. Accounts that already share a number (a family's phone) are kept:
-- the oldest holds the number in the unique index, each later one is marked shares_phone, stays
-- outside it and keeps signing in by the number until its phone changes (docs/product.md §2).
UPDATE "users" AS "later" SET "shares_phone" = true
WHERE "later"."phone_key" <> '' AND EXISTS (
	SELECT 1 FROM "users" AS "earlier"
	WHERE "earlier"."phone_key" = "later"."phone_key"
		AND ("earlier"."created_at", "earlier"."id") < ("later"."created_at", "later"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key_unique" ON "users" USING btree ("phone_key") WHERE "users"."phone_key" <> '' and not "users"."shares_phone";