-- Where each input of a sheet came from (typed or the house model), for the derivations to say so
-- (design takeoff.md §4.2). Sheets saved before this have none: their derivations cite only bindings.
ALTER TABLE "boq_sheets" ADD COLUMN "input_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;
