import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { Measurement } from '@kadirio/domain';
import { formatDate } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { useLanguage } from '../../../lib/use-language';
import { unitOf } from './measure-tool';
import { colourOf } from './takeoff-overlay';

/**
 * Below this width of the register (not of the window: beside the sheet a wide window still gives
 * the drawing a narrow pane) kind, place and author fold under the name instead of taking columns.
 */
const NARROW_REGISTER = '(max-width: 559px)';

/** The plan's measurements: name, kind, value with unit, drawing, page, who and when. */
export function MeasurementRegister({
  measurements,
  selectedId,
  canEdit,
  onOpen,
  onDelete,
}: {
  measurements: readonly Measurement[];
  selectedId: string | null;
  canEdit: boolean;
  onOpen: (measurement: Measurement) => void;
  onDelete: (measurement: Measurement) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (measurements.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {t('measure.register.empty')}
      </Typography>
    );
  const where = (m: Measurement) =>
    t('measure.register.drawingPage', { drawing: m.drawingName, page: m.page });
  // A mark kept from the drawing reader says so (docs/takeoff.md §5.6).
  const kind = (m: Measurement) =>
    t(`measure.tools.${m.kind}` as 'measure.tools.length') +
    (m.source === 'accepted-proposal' ? ` · ${t('measure.register.proposed')}` : '');
  return (
    <Box
      sx={{
        containerType: 'inline-size',
        '& .register-narrow': { display: 'none' },
        [`@container ${NARROW_REGISTER}`]: {
          '& .register-wide': { display: 'none' },
          '& .register-narrow': { display: 'block' },
        },
      }}
    >
      <Table
        size="small"
        aria-label={t('measure.register.title')}
        sx={{ tableLayout: 'auto', width: '100%' }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('measure.register.name')}</TableCell>
            <TableCell className="register-wide">{t('measure.register.kind')}</TableCell>
            <TableCell align="right">{t('measure.register.value')}</TableCell>
            <TableCell className="register-wide">{t('measure.register.where')}</TableCell>
            <TableCell className="register-wide">{t('measure.register.who')}</TableCell>
            {canEdit && <TableCell padding="none" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {measurements.map((m) => (
            <TableRow
              key={m._id}
              hover
              selected={m._id === selectedId}
              onClick={() => onOpen(m)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <span
                  style={{
                    display: 'inline-block',
                    width: 10,
                    height: 10,
                    borderRadius: 5,
                    background: colourOf(m),
                    marginRight: 6,
                  }}
                />
                {m.name}
                {m.group && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {m.group} · {m.key}
                  </Typography>
                )}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  className="register-narrow"
                >
                  {kind(m)} · {where(m)} · {m.updatedByName}, {formatDate(m.updatedAt, language)}
                </Typography>
              </TableCell>
              <TableCell className="register-wide">{kind(m)}</TableCell>
              <TableCell align="right" data-testid={`register-value-${m.key}`} sx={{ whiteSpace: 'nowrap' }}>
                {formatQuantity(m.value, unitOf(m.kind), language)}
                {m.kind === 'count' && (
                  <Typography
                    variant="caption"
                    component="div"
                    color="text.secondary"
                    sx={{ whiteSpace: 'normal' }}
                  >
                    {Object.entries(m.counts)
                      .map(([type, n]) => `${type} ${n}`)
                      .join(', ')}
                  </Typography>
                )}
              </TableCell>
              <TableCell className="register-wide">{where(m)}</TableCell>
              <TableCell className="register-wide">
                {m.updatedByName}
                <Typography variant="caption" component="div" color="text.secondary">
                  {formatDate(m.updatedAt, language)}
                </Typography>
              </TableCell>
              {canEdit && (
                <TableCell padding="none">
                  <IconButton
                    size="small"
                    aria-label={t('measure.register.delete', { name: m.name })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onDelete(m);
                    }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
