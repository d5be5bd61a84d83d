import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { BuildingStage } from '@kadirio/domain';
import { useDescribeError } from '../lib/api-error';
import { useLanguage } from '../lib/use-language';
import { useListStageTicksQuery, useSetStageDoneMutation } from '../features/boq/client-boq.api';
import type { BillView } from '../features/boq/components/bill-view';
import { StageBudget } from '../features/boq/components/stage-budget';

/** The owner's budget by building stage, with a tick per stage built (kept on the server). */
export function OwnerStages({ mapId, bill }: { mapId: string; bill: BillView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const ticks = useListStageTicksQuery(mapId);
  const [setStageDone] = useSetStageDoneMutation();
  // A tick shows at once; the server's answer replaces it (or a failure takes it back).
  const [pending, setPending] = useState<Partial<Record<BuildingStage, boolean>>>({});
  const done = useMemo(() => {
    const stages = new Set<BuildingStage>(ticks.data?.items.map((item) => item.stage) ?? []);
    for (const [stage, isDone] of Object.entries(pending) as [BuildingStage, boolean][]) {
      if (isDone) stages.add(stage);
      else stages.delete(stage);
    }
    return stages;
  }, [ticks.data, pending]);
  const toggle = (stage: BuildingStage, isDone: boolean) => {
    setPending((current) => ({ ...current, [stage]: isDone }));
    void setStageDone({ mapId, stage, done: isDone })
      .unwrap()
      .catch((failure: unknown) =>
        toast.error(t('clientBoq.stages.failed', { message: describeError(failure) })),
      )
      .finally(() =>
        setPending((current) => {
          const { [stage]: _settled, ...rest } = current;
          return rest;
        }),
      );
  };
  return <StageBudget bill={bill} language={language} done={done} onToggle={toggle} />;
}
