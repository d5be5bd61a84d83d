import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  hasRevisedDrawings,
  MAP_STATUSES,
  MAP_WORKFLOW,
  type HouseMap,
  type MapStatus,
} from '@kadirio/domain';

/** Whether a select's value is one of the plan states. */
export function isMapStatus(value: string): value is MapStatus {
  return (MAP_STATUSES as readonly string[]).includes(value);
}

/** The moves admin may make from a plan's state, with why a move is not possible yet. */
export function MoveSelect({ map, onMove }: { map: HouseMap; onMove: (to: MapStatus) => void }) {
  const { t } = useTranslation();
  const moves = MAP_WORKFLOW.filter((move) => move.from === map.status);
  if (moves.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('maps.admin.noMove')}
      </Typography>
    );
  }
  return (
    <NativeSelect
      value=""
      onChange={(event) => {
        if (isMapStatus(event.target.value)) onMove(event.target.value);
      }}
      inputProps={{ 'aria-label': t('maps.admin.moveOf', { title: map.title }) }}
    >
      <option value="" disabled>
        {t('maps.admin.choose')}
      </option>
      {moves.map((move) => {
        const status = t(`maps.status.${move.to}`);
        const blocked =
          move.needs === 'drawings' && map.drawings.length === 0
            ? t('maps.admin.needsDrawings', { status })
            : move.needs === 'revisedDrawings' && !hasRevisedDrawings(map)
              ? t('maps.admin.needsRevision', { status })
              : null;
        return (
          <option key={move.to} value={move.to} disabled={blocked !== null}>
            {blocked ?? status}
          </option>
        );
      })}
    </NativeSelect>
  );
}
