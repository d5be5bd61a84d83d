import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { HouseMap, MapStatus } from '@kadirio/domain';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { DrawingList } from './drawing-list';
import { MapLocation } from './plan-details';
import { MapStatusChip } from './plan-status-chip';
import { MoveSelect } from './plan-move-select';

/** What admin does to one plan from its row: move it along the workflow, or delete it. */
interface PlanActions {
  onMove: (map: HouseMap, to: MapStatus) => void;
  onDelete: (map: HouseMap) => void;
}

/** One plan's row in admin's table: the plan, its owner, its state, drawings, move and delete. */
function AdminPlanRow({ map, onMove, onDelete }: { map: HouseMap } & PlanActions) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TableRow hover sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ minWidth: 180 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{map.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          <MapLocation map={map} />
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        {map.ownerContact && (
          <>
            <Typography variant="body2">{map.ownerContact.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[map.ownerContact.email, map.ownerContact.phone]
                .filter((part) => part !== null && part !== '')
                .join(' · ')}
            </Typography>
          </>
        )}
      </TableCell>
      <TableCell>
        <MapStatusChip map={map} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(map.queuedAt, language)}</TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        <DrawingList map={map} />
      </TableCell>
      <TableCell sx={{ minWidth: 170 }}>
        <MoveSelect map={map} onMove={(to) => onMove(map, to)} />
      </TableCell>
      <TableCell align="right">
        <IconButton
          aria-label={t('maps.admin.deleteOf', { title: map.title })}
          color="error"
          onClick={() => onDelete(map)}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

interface AdminPlansTableProps extends PlanActions {
  data: { items: readonly HouseMap[]; total: number };
  isFetching: boolean;
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

/** One page of admin's plans as a table, with a thin bar while the next page loads, and its pager. */
export function AdminPlansTable({
  data,
  isFetching,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
  onMove,
  onDelete,
}: AdminPlansTableProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      {/* On a phone the table keeps its columns and scrolls sideways. */}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ minWidth: 960 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('maps.admin.columns.plan')}</TableCell>
              <TableCell>{t('maps.admin.columns.owner')}</TableCell>
              <TableCell>{t('maps.admin.columns.status')}</TableCell>
              <TableCell>{t('maps.admin.columns.since')}</TableCell>
              <TableCell>{t('maps.admin.columns.drawings')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('maps.admin.columns.move')}</TableCell>
              <TableCell align="right">{t('maps.admin.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((map) => (
              <AdminPlanRow key={map._id} map={map} onMove={onMove} onDelete={onDelete} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data.total}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={rowsPerPageOptions}
        onPageChange={(_event, next) => onPageChange(next)}
        onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
        labelRowsPerPage={t('maps.pagination.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('maps.pagination.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`maps.pagination.${type}`)}
      />
    </Paper>
  );
}
