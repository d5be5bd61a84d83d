import type { BoqRevision, BoqSheet } from '@kadirio/domain';

/** What the views read of an issued bill: the owner's revision or a shared one (no names in it). */
export interface BillView {
  revision: number;
  issuedAt: string;
  summary: BoqRevision['summary'];
  shoppingList: BoqRevision['shoppingList'];
  sheets: readonly Omit<BoqSheet, '_id' | 'mapId' | 'completedBy'>[];
}
