CREATE TABLE "catalogue_material_rate_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"material" text NOT NULL,
	"old_rate" integer NOT NULL,
	"new_rate" integer NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "catalogue_materials" (
	"key" text PRIMARY KEY NOT NULL,
	"unit" text NOT NULL,
	"rate" integer NOT NULL,
	"description" text NOT NULL,
	"description_sw" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boq_sheets" ALTER COLUMN "labour_percent" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "boq_sheets" ALTER COLUMN "labour_percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "boq_settings" ADD COLUMN "rates_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "boq_settings" ADD COLUMN "labour_builder_work" double precision DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "boq_settings" ADD COLUMN "labour_services" double precision DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "boq_settings" ADD COLUMN "labour_fitted_goods" double precision DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "boq_settings" ADD COLUMN "labour_fees" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "boq_sheets" ADD COLUMN "repriced_notice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Take-off revision 2 (design takeoff.md §4.1, docs/decisions/0013-rates-per-material.md):
-- existing data moves; nothing recorded is lost.
-- 1. Every material gets one rate: the rate most of its items carry (ties: the most recently
--    changed item), in the material's own unit. Items being merged or split below are left out
--    of the vote: their units are not the material's yet.
INSERT INTO "catalogue_materials" ("key", "unit", "rate", "description", "description_sw")
SELECT DISTINCT ON ("material") "material", "unit", "rate", "description", "description_sw"
FROM (
	SELECT "material", "unit", "rate", "description", "description_sw", "updated_at", "position",
		count(*) OVER (PARTITION BY "material", "unit", "rate") AS "uses"
	FROM "catalogue_items"
	WHERE "material" NOT IN ('timber-2x2-ft', 'sand-trip-4t') AND "code" <> 'PLS-SAND'
) AS "votes"
ORDER BY "material", "uses" DESC, "updated_at" DESC, "position";
--> statement-breakpoint
-- Plaster sand ("mchanga laini") is bought apart from concrete sand: it starts at the rate the
-- plastering sand item carried.
INSERT INTO "catalogue_materials" ("key", "unit", "rate", "description", "description_sw")
SELECT 'plaster-sand-trip-18t', "unit", "rate", 'Plaster sand (mchanga laini), 18 t trip (11.25 m³)',
	'Mchanga laini wa lipu, trip ya tani 18 (m³ 11.25)'
FROM "catalogue_items" WHERE "code" = 'PLS-SAND' AND "material" = 'sand-trip-18t'
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- timber-2x2-ft joins timber-2x2-12ft (one timber per 12 ft piece); should no item carry the
-- piece, its price is 12 × the price per foot.
INSERT INTO "catalogue_materials" ("key", "unit", "rate", "description", "description_sw")
SELECT 'timber-2x2-12ft', 'pcs', max("rate") * 12, 'Timber 2 × 2 in, 12 ft piece', 'Mbao 2 × 2, kipande cha futi 12'
FROM "catalogue_items" WHERE "material" = 'timber-2x2-ft'
HAVING count(*) > 0
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "catalogue_materials" ("key", "unit", "rate", "description", "description_sw")
SELECT 'sand-trip-18t', 'trip', max("rate") * 4.5, 'Sand, 18 t trip (11.25 m³)', 'Mchanga, trip ya tani 18 (m³ 11.25)'
FROM "catalogue_items" WHERE "material" = 'sand-trip-4t'
HAVING count(*) > 0
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- 2. Revision 1's rate changes per item become the history of the item's material, saying which
--    item and unit they were made on.
INSERT INTO "catalogue_material_rate_changes" ("id", "material", "old_rate", "new_rate", "changed_by", "changed_at", "note")
SELECT "changes"."id",
	CASE
		WHEN "items"."code" = 'PLS-SAND' AND "items"."material" = 'sand-trip-18t' THEN 'plaster-sand-trip-18t'
		WHEN "items"."material" = 'timber-2x2-ft' THEN 'timber-2x2-12ft'
		WHEN "items"."material" = 'sand-trip-4t' THEN 'sand-trip-18t'
		ELSE "items"."material"
	END,
	"changes"."old_rate", "changes"."new_rate", "changes"."changed_by", "changes"."changed_at",
	'rate of item ' || "items"."code" || ' per ' || "items"."unit" || ' (before rates per material)'
FROM "catalogue_rate_changes" AS "changes"
JOIN "catalogue_items" AS "items" ON "items"."id" = "changes"."item_id";
--> statement-breakpoint
-- 3. The rate each material now has, recorded once, and every item that carried another rate.
INSERT INTO "catalogue_material_rate_changes" ("id", "material", "old_rate", "new_rate", "changed_by", "note")
SELECT gen_random_uuid(), "materials"."key", "materials"."rate", "materials"."rate", NULL,
	'one rate per material (take-off revision 2): the rate of its items'
FROM "catalogue_materials" AS "materials";
--> statement-breakpoint
INSERT INTO "catalogue_material_rate_changes" ("id", "material", "old_rate", "new_rate", "changed_by", "note")
SELECT gen_random_uuid(), "materials"."key", "items"."rate", "materials"."rate", NULL,
	'one rate per material (take-off revision 2): item ' || "items"."code" || ' was priced at ' || "items"."rate" || ' per ' || "items"."unit"
FROM "catalogue_items" AS "items"
JOIN "catalogue_materials" AS "materials" ON "materials"."key" = "items"."material"
WHERE "items"."rate" <> "materials"."rate" AND "items"."code" <> 'PLS-SAND';
--> statement-breakpoint
-- 4. Merge and split. Typed quantities of the merged items are converted to the new unit, so a
--    sheet keeps the same amount of material (ft → 12 ft pieces: × 0.3048 / 3.66; 4 t trips of
--    2.5 m³ → 18 t trips of 11.25 m³: × 2.5 / 11.25). Issued revisions are frozen JSON: untouched.
UPDATE "boq_lines" SET "manual_quantity" = "manual_quantity" * "items"."per_unit" / 3.66
FROM "catalogue_items" AS "items"
WHERE "items"."code" = "boq_lines"."code" AND "items"."material" = 'timber-2x2-ft' AND "boq_lines"."manual_quantity" IS NOT NULL;
--> statement-breakpoint
UPDATE "boq_lines" SET "manual_quantity" = "manual_quantity" * "items"."per_unit" / 11.25
FROM "catalogue_items" AS "items"
WHERE "items"."code" = "boq_lines"."code" AND "items"."material" = 'sand-trip-4t' AND "boq_lines"."manual_quantity" IS NOT NULL;
--> statement-breakpoint
UPDATE "catalogue_items" SET "material" = 'timber-2x2-12ft', "unit" = 'pcs', "per_unit" = 3.66,
	"description" = replace("description", 'per foot', '12 ft piece'),
	"description_sw" = replace("description_sw", 'kwa futi', 'kipande cha futi 12'), "updated_at" = now()
WHERE "material" = 'timber-2x2-ft';
--> statement-breakpoint
UPDATE "catalogue_items" SET "material" = 'sand-trip-18t', "unit" = 'trip', "per_unit" = 11.25,
	"description" = 'Sand, 18 t trip (11.25 m³)', "description_sw" = 'Mchanga, trip ya tani 18 (m³ 11.25)', "updated_at" = now()
WHERE "material" = 'sand-trip-4t';
--> statement-breakpoint
UPDATE "catalogue_items" SET "material" = 'plaster-sand-trip-18t',
	"description" = 'Plaster sand (mchanga laini), 18 t trip (11.25 m³)',
	"description_sw" = 'Mchanga laini wa lipu, trip ya tani 18 (m³ 11.25)', "updated_at" = now()
WHERE "code" = 'PLS-SAND' AND "material" = 'sand-trip-18t';
--> statement-breakpoint
-- 5. Draft sheets made under revision 1 re-price under revision 2 and say so once; a draft still
--    on revision 1's default labour (10 %) takes the BOQ-wide labour of its kind. Completed sheets
--    keep their labour % as their own; issued revisions are frozen and not touched.
UPDATE "boq_sheets" SET "labour_percent" = NULL WHERE "status" = 'draft' AND "labour_percent" = 10;
--> statement-breakpoint
UPDATE "boq_sheets" SET "repriced_notice" = true WHERE "status" = 'draft';
--> statement-breakpoint
ALTER TABLE "catalogue_material_rate_changes" ADD CONSTRAINT "catalogue_material_rate_changes_material_catalogue_materials_key_fk" FOREIGN KEY ("material") REFERENCES "public"."catalogue_materials"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "catalogue_material_rate_changes" ADD CONSTRAINT "catalogue_material_rate_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_material_rate_changes_idx" ON "catalogue_material_rate_changes" USING btree ("material","changed_at");--> statement-breakpoint
ALTER TABLE "catalogue_items" ADD CONSTRAINT "catalogue_items_material_catalogue_materials_key_fk" FOREIGN KEY ("material") REFERENCES "public"."catalogue_materials"("key") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "catalogue_items" DROP COLUMN "rate";