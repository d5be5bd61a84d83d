CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"material" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"price" integer NOT NULL,
	"manufacturer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_price_check" CHECK ("materials"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purchase_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"phone_number" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"unit_price" integer NOT NULL,
	"transport_per_unit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('placed','confirmed','paid','delivered','cancelled')),
	CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_prices" (
	"provider_id" uuid NOT NULL,
	"material" text NOT NULL,
	"price" integer NOT NULL,
	"quoted_at" date NOT NULL,
	CONSTRAINT "provider_prices_provider_id_material_pk" PRIMARY KEY("provider_id","material"),
	CONSTRAINT "provider_prices_price_check" CHECK ("provider_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"district" text NOT NULL,
	"ward" text NOT NULL,
	"phone" text NOT NULL,
	"services" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'unregistered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_status_check" CHECK ("providers"."status" in ('unregistered','registered'))
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"material" text NOT NULL,
	"title" text NOT NULL,
	"unit" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"pay_before" date NOT NULL,
	"delivery_range" text NOT NULL,
	"transport" integer DEFAULT 0 NOT NULL,
	"transport_terms" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('open','closed','delivered')),
	CONSTRAINT "purchases_amounts_check" CHECK ("purchases"."price" >= 0 and "purchases"."transport" >= 0 and "purchases"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_prices" ADD CONSTRAINT "provider_prices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "materials_material_manufacturer_key" ON "materials" USING btree ("material",lower("manufacturer"));--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_purchase_idx" ON "orders" USING btree ("purchase_id","status");--> statement-breakpoint
CREATE INDEX "provider_prices_material_idx" ON "provider_prices" USING btree ("material","price");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_name_key" ON "providers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "providers_region_idx" ON "providers" USING btree (lower("region"));--> statement-breakpoint
CREATE INDEX "purchases_status_created_idx" ON "purchases" USING btree ("status","created_at");