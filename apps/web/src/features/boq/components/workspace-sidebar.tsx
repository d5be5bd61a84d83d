import { Link as RouterLink, useNavigate } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbAlt';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import {
  getSection,
  PLUMBING_OVERVIEW,
  TRADES,
  type Language,
  type SectionId,
  type SheetStatus,
  type Trade,
  type TradeId,
} from '@kadirio/domain';
import { useLanguage } from '../../../lib/use-language';
import { routeOf, workspaceHref, type WorkspacePage } from '../boq-routes';

/** Trades grouped by section in sidebar order: Preliminaries; Substructure (six); Walling; … */
const GROUPS: readonly { section: SectionId; trades: readonly Trade[] }[] = TRADES.reduce<
  { section: SectionId; trades: Trade[] }[]
>((groups, trade) => {
  const last = groups[groups.length - 1];
  if (last?.section === trade.section) last.trades.push(trade);
  else groups.push({ section: trade.section, trades: [trade] });
  return groups;
}, []);

const name = (named: { nameEn: string; nameSw: string }, language: Language) =>
  language === 'sw' ? named.nameSw : named.nameEn;

function samePage(a: WorkspacePage, b: WorkspacePage): boolean {
  return routeOf(a) === routeOf(b);
}

interface WorkspaceSidebarProps {
  mapId: string;
  page: WorkspacePage;
  statusOf: (trade: TradeId) => SheetStatus | undefined;
}

/** The sheets of the original app's sidebar, each marked when completed. */
export function WorkspaceSidebar({ mapId, page, statusOf }: WorkspaceSidebarProps) {
  const { t } = useTranslation();
  const language = useLanguage();

  /** `status` null: not a sheet (summary, review, plumbing); undefined: a sheet whose status is still loading. */
  const item = (
    target: WorkspacePage,
    label: string,
    status: SheetStatus | undefined | null,
    nested = false,
  ) => {
    const isCurrent = samePage(target, page);
    return (
      <ListItemButton
        key={routeOf(target)}
        component={RouterLink}
        to={workspaceHref(target, mapId)}
        selected={isCurrent}
        aria-current={isCurrent ? 'page' : undefined}
        dense
        sx={{ pl: nested ? 3 : 2, borderRadius: 1 }}
      >
        {status !== null && (
          // The mark's place is kept while the statuses load, so the names do not jump.
          <ListItemIcon sx={{ minWidth: 28 }}>
            {status === 'completed' && (
              <CheckCircleIcon
                fontSize="small"
                color="success"
                titleAccess={t('boqWorkspace.completedMark')}
              />
            )}
            {status === 'notApplicable' && (
              <DoNotDisturbIcon
                fontSize="small"
                color="action"
                titleAccess={t('boqWorkspace.status.notApplicable')}
              />
            )}
            {status === 'draft' && <RadioButtonUncheckedIcon fontSize="small" color="disabled" />}
          </ListItemIcon>
        )}
        <ListItemText primary={label} slotProps={{ primary: { variant: 'body2' } }} />
      </ListItemButton>
    );
  };

  return (
    <List component="nav" aria-label={t('boqWorkspace.sidebar')} dense disablePadding>
      {item({ kind: 'summary' }, t('boqWorkspace.summary'), null)}
      {item({ kind: 'review' }, t('boqReview.nav'), null)}
      {GROUPS.map(({ section, trades }) => {
        const only = trades.length === 1 ? trades[0] : undefined;
        if (only) {
          return item({ kind: 'trade', trade: only.id }, name(only, language), statusOf(only.id));
        }
        return (
          <li key={section}>
            <List disablePadding dense>
              <ListSubheader disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                {name(getSection(section), language)}
              </ListSubheader>
              {section === PLUMBING_OVERVIEW.section &&
                item({ kind: 'plumbing' }, t('boqWorkspace.plumbingOverview'), null, true)}
              {trades.map((trade) =>
                item({ kind: 'trade', trade: trade.id }, name(trade, language), statusOf(trade.id), true),
              )}
            </List>
          </li>
        );
      })}
    </List>
  );
}

/** On a phone, or beside an open drawing, the sidebar is one select: every sheet, in the same order. */
export function WorkspaceSheetSelect({ mapId, page, statusOf }: WorkspaceSidebarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const mark = (trade: TradeId) =>
    ({ completed: ' ✓', notApplicable: ' –', draft: '' })[statusOf(trade) ?? 'draft'];
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('boqWorkspace.sheetsMenu')}
      value={routeOf(page)}
      onChange={(event) => void navigate(`${event.target.value}?map=${encodeURIComponent(mapId)}`)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value={routeOf({ kind: 'summary' })}>{t('boqWorkspace.summary')}</option>
      <option value={routeOf({ kind: 'review' })}>{t('boqReview.nav')}</option>
      {GROUPS.map(({ section, trades }) => (
        <optgroup key={section} label={name(getSection(section), language)}>
          {section === PLUMBING_OVERVIEW.section && (
            <option value={PLUMBING_OVERVIEW.route}>{t('boqWorkspace.plumbingOverview')}</option>
          )}
          {trades.map((trade) => (
            <option key={trade.id} value={trade.route}>
              {name(trade, language)}
              {mark(trade.id)}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
}
