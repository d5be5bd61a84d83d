import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useDescribeError } from '../lib/api-error';
import { useListBoughtMaterialsQuery, useSetMaterialBoughtMutation } from '../features/boq/client-boq.api';
import type { BoughtTicks } from '../features/boq/components/shopping-list-by-stage';

/**
 * The owner's "bought" ticks on a plan's shopping list, kept on the server (docs/product.md, "The
 * shopping list"). A tick shows at once; the server's answer replaces it, or a failure takes it
 * back and says why. Read only while the list is on screen (`skip` otherwise).
 */
export function useOwnerShoppingTicks(mapId: string, { skip = false }: { skip?: boolean } = {}): BoughtTicks {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const ticks = useListBoughtMaterialsQuery(mapId, { skip });
  const [setMaterialBought] = useSetMaterialBoughtMutation();
  const [pending, setPending] = useState<Readonly<Record<string, boolean>>>({});
  const bought = useMemo(() => {
    const materials = new Set(ticks.data?.items.map((item) => item.material) ?? []);
    for (const [material, isBought] of Object.entries(pending)) {
      if (isBought) materials.add(material);
      else materials.delete(material);
    }
    return materials;
  }, [ticks.data, pending]);
  const onToggle = (material: string, isBought: boolean) => {
    setPending((current) => ({ ...current, [material]: isBought }));
    void setMaterialBought({ mapId, material, bought: isBought })
      .unwrap()
      .catch((failure: unknown) =>
        toast.error(t('estimate.shoppingList.tickFailed', { message: describeError(failure) })),
      )
      .finally(() =>
        setPending((current) => {
          const { [material]: _settled, ...rest } = current;
          return rest;
        }),
      );
  };
  return { bought, onToggle };
}
