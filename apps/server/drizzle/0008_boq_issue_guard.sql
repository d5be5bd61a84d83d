ALTER TABLE "boq_sheets" DROP CONSTRAINT "boq_sheets_status_check";--> statement-breakpoint
ALTER TABLE "boq_revisions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "boq_sheets" ADD COLUMN "not_applicable_reason" text;--> statement-breakpoint
ALTER TABLE "boq_sheets" ADD COLUMN "frozen_rates" jsonb;--> statement-breakpoint
ALTER TABLE "boq_sheets" ADD CONSTRAINT "boq_sheets_status_check" CHECK ("boq_sheets"."status" in ('draft','completed','notApplicable'));