import { z } from 'zod';

/**
 * The form an issued bill is printed in (docs/product.md §4): `measured`, the surveyor's bill of
 * measured work items at all-in rates (the default), or `materials`, the trades' materials with a
 * labour row each, for a self-builder who buys the materials himself. Both add up to the same total.
 */
export const BILL_FORMS = ['measured', 'materials'] as const;
export const BillFormSchema = z.enum(BILL_FORMS, {
  error: (issue) => `billForm must be one of ${BILL_FORMS.join(', ')} (got ${JSON.stringify(issue.input)})`,
});
export type BillForm = z.infer<typeof BillFormSchema>;

/** A BOQ nobody set the form of is billed as measured work. */
export const DEFAULT_BILL_FORM: BillForm = 'measured';
