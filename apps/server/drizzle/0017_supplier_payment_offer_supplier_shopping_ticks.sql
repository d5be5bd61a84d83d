CREATE TABLE "shopping_ticks" (
	"map_id" uuid NOT NULL,
	"material" text NOT NULL,
	"bought_at" timestamp with time zone NOT NULL,
	"bought_by" uuid,
	CONSTRAINT "shopping_ticks_map_id_material_pk" PRIMARY KEY("map_id","material")
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "mobile_money_network" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "mobile_money_number" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "bank_branch" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "payment_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "provider_id" uuid;--> statement-breakpoint
ALTER TABLE "shopping_ticks" ADD CONSTRAINT "shopping_ticks_map_id_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_ticks" ADD CONSTRAINT "shopping_ticks_bought_by_users_id_fk" FOREIGN KEY ("bought_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_mobile_money_check" CHECK (("providers"."mobile_money_network" is null) = ("providers"."mobile_money_number" is null) and ("providers"."mobile_money_network" is null or "providers"."mobile_money_network" in ('mpesa','tigopesa','airtelmoney','halopesa')));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_bank_check" CHECK (("providers"."bank_name" is null) = ("providers"."bank_account_number" is null) and ("providers"."bank_name" is null) = ("providers"."bank_account_name" is null));