CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"issued_by" uuid
);
--> statement-breakpoint
CREATE TABLE "map_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"map_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"kind" text NOT NULL,
	"revision" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_messages_kind_check" CHECK ("map_messages"."kind" in ('question','answer','acceptance')),
	CONSTRAINT "map_messages_author_role_check" CHECK ("map_messages"."author_role" in ('client','surveyor'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "map_notifications" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_messages" ADD CONSTRAINT "map_messages_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_messages" ADD CONSTRAINT "map_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_created_idx" ON "password_resets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "map_messages_map_created_idx" ON "map_messages" USING btree ("map_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "map_messages_one_acceptance_unique" ON "map_messages" USING btree ("map_id","revision") WHERE "map_messages"."kind" = 'acceptance';--> statement-breakpoint
CREATE INDEX "users_phone_key_idx" ON "users" USING btree ("phone_key");--> statement-breakpoint
-- Accounts made before sign-in by phone: the number normalisePhone (packages/domain accounts/phone.ts) gives.
UPDATE "users" SET "phone_key" = CASE
	WHEN "c" ~ '^[+]' THEN CASE WHEN "c" ~ '^[+][1-9][0-9]{6,14}$' THEN "c" ELSE '' END
	WHEN "c" ~ '^00' THEN CASE WHEN "c" ~ '^00[1-9][0-9]{6,14}$' THEN '+' || substr("c", 3) ELSE '' END
	WHEN "c" ~ '^255[0-9]{9}$' THEN '+' || "c"
	WHEN "c" ~ '^0[0-9]{9}$' THEN '+255' || substr("c", 2)
	WHEN "c" ~ '^[1-9][0-9]{8}$' THEN '+255' || "c"
	WHEN "c" ~ '^[1-9][0-9]{6,14}$' THEN '+' || "c"
	ELSE ''
END
FROM (SELECT "id" AS "uid", regexp_replace("phone", '[[:space:].()-]', '', 'g') AS "c" FROM "users") AS "compact"
WHERE "compact"."uid" = "users"."id";
