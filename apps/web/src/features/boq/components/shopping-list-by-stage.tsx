import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import {
  groupShoppingListByStage,
  matchesMaterialSearch,
  type BuildingStage,
  type Language,
  type ShoppingList,
  type ShoppingStageGroup,
  type ShoppingStageItem,
  type TradeId,
} from '@kadirio/domain';
import { formatNumber, formatTzs } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';

/** The bill's sheets, as far as the stages of its lines go. */
type StageSheets = readonly {
  readonly trade: TradeId;
  readonly lines: readonly { readonly code: string; readonly material: string; readonly quantity: number }[];
}[];

/** What the owner's list adds: the materials ticked bought and how to tick one. */
export interface BoughtTicks {
  readonly bought: ReadonlySet<string>;
  readonly onToggle: (material: string, bought: boolean) => void;
}

function nameOf(item: ShoppingStageItem, language: Language): string {
  return language === 'sw' && item.descriptionSw ? item.descriptionSw : item.description;
}

function MaterialRow({
  item,
  language,
  ticks,
}: {
  item: ShoppingStageItem;
  language: Language;
  ticks: BoughtTicks | undefined;
}) {
  const { t } = useTranslation();
  const name = nameOf(item, language);
  const isBought = ticks?.bought.has(item.material) ?? false;
  const later = item.stages.filter((stage) => stage !== item.stage);
  return (
    <Box
      component="li"
      data-testid={`shopping-item-${item.material}`}
      data-bought={isBought || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: ticks ? 'auto minmax(0, 1fr) auto' : 'minmax(0, 1fr) auto',
        columnGap: 1,
        alignItems: 'start',
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        color: isBought ? 'text.disabled' : 'text.primary',
      }}
    >
      {ticks && (
        <Checkbox
          checked={isBought}
          onChange={(event) => ticks.onToggle(item.material, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('estimate.shoppingList.tick', { material: name }) } }}
          sx={{ p: 0.5, mt: -0.25 }}
        />
      )}
      <Box sx={{ minWidth: 0, textDecoration: isBought ? 'line-through' : 'none' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: 'inherit' }}>{name}</Typography>
        <Typography variant="body2" sx={{ color: isBought ? 'inherit' : 'text.secondary' }}>
          {formatQuantity(item.purchaseQuantity, item.unit, language)} ×{' '}
          {formatNumber(item.rate, language, 0)}
        </Typography>
        {later.length > 0 && (
          <Typography variant="body2" sx={{ color: isBought ? 'inherit' : 'text.secondary' }}>
            {t('estimate.shoppingList.alsoIn', {
              stages: later.map((stage) => t(`clientBoq.stages.names.${stage}`)).join(', '),
            })}
          </Typography>
        )}
      </Box>
      <Typography
        sx={{
          fontWeight: 700,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          color: 'inherit',
          textDecoration: isBought ? 'line-through' : 'none',
        }}
      >
        {formatNumber(item.amount, language, 0)}
      </Typography>
    </Box>
  );
}

function StageGroup({
  group,
  items,
  isOpen,
  onToggleOpen,
  language,
  ticks,
}: {
  group: ShoppingStageGroup;
  /** The group's items the search leaves. */
  items: readonly ShoppingStageItem[];
  isOpen: boolean;
  onToggleOpen: () => void;
  language: Language;
  ticks: BoughtTicks | undefined;
}) {
  const { t } = useTranslation();
  const regionId = useId();
  const boughtHere = ticks ? group.items.filter((item) => ticks.bought.has(item.material)).length : 0;
  return (
    <Box component="section" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="h4" sx={{ m: 0 }}>
        <ButtonBase
          onClick={onToggleOpen}
          aria-expanded={isOpen}
          // The list is in the page only while open (unmountOnExit): no reference to nothing.
          aria-controls={isOpen ? regionId : undefined}
          sx={{
            width: '100%',
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto auto',
            columnGap: 1,
            alignItems: 'center',
            textAlign: 'left',
            py: 1.25,
            font: 'inherit',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {t(`clientBoq.stages.names.${group.stage}`)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {ticks
                ? t('estimate.shoppingList.groupBought', { bought: boughtHere, count: group.items.length })
                : t('estimate.shoppingList.groupCount', { count: group.items.length })}
            </Typography>
          </Box>
          <Typography
            component="span"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatTzs(group.subtotal, language)}
          </Typography>
          <ExpandMoreIcon
            aria-hidden
            sx={{ transition: 'transform 150ms', transform: isOpen ? 'rotate(180deg)' : 'none' }}
          />
        </ButtonBase>
      </Typography>
      <Collapse in={isOpen} unmountOnExit>
        <Box
          component="ul"
          id={regionId}
          aria-label={t(`clientBoq.stages.names.${group.stage}`)}
          sx={{ listStyle: 'none', m: 0, p: 0, pb: 1 }}
        >
          {items.map((item) => (
            <MaterialRow key={item.material} item={item} language={language} ticks={ticks} />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

/**
 * The shopping list grouped by building stage (docs/product.md, "The shopping list"): each stage
 * folds open with its subtotal, a search finds a material by its English or Swahili name, and on
 * the owner's list each material has a "bought" tick. A material is listed once, under the first
 * stage that needs it, so the subtotals add up to the same total. No box scrolls sideways: every
 * material is a card whose amount stays on its first line.
 */
export function ShoppingListByStage({
  list,
  sheets,
  language,
  ticks,
}: {
  list: ShoppingList;
  sheets: StageSheets;
  language: Language;
  ticks?: BoughtTicks;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const groups = useMemo(() => groupShoppingListByStage(list, sheets), [list, sheets]);
  const [search, setSearch] = useState('');
  // The first stage opens by itself: it is what the client buys first.
  const [open, setOpen] = useState<ReadonlySet<BuildingStage>>(
    () => new Set(groups[0] ? [groups[0].stage] : []),
  );
  const isSearching = search.trim() !== '';
  const shown = groups
    .map((group) => ({
      group,
      items: isSearching ? group.items.filter((item) => matchesMaterialSearch(item, search)) : group.items,
    }))
    .filter(({ items }) => items.length > 0);
  const listed = new Set(list.items.map((item) => item.material));
  const boughtCount = ticks ? [...ticks.bought].filter((material) => listed.has(material)).length : 0;
  const toggleOpen = (stage: BuildingStage) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(stage)) next.delete(stage);
      else next.add(stage);
      return next;
    });
  const total = (
    <Typography sx={{ fontWeight: 700 }}>
      {t('estimate.shoppingList.total')}: {formatTzs(list.total, language)}
    </Typography>
  );

  return (
    <section aria-labelledby={titleId}>
      <Typography variant="h3" component="h3" id={titleId} sx={{ mb: 0.5 }}>
        {t('estimate.shoppingList.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('estimate.shoppingList.byStageIntro', { count: list.items.length })}
      </Typography>
      <Box data-testid="shopping-list-total-first" sx={{ mb: 1 }}>
        {total}
      </Box>
      {ticks && (
        <Typography role="status" sx={{ mb: 1 }} data-testid="shopping-bought-count">
          {t('estimate.shoppingList.boughtCount', { bought: boughtCount, count: list.items.length })}
        </Typography>
      )}
      <TextField
        type="search"
        size="small"
        fullWidth
        label={t('estimate.shoppingList.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1 }}
      />
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('estimate.shoppingList.noMatch', { search: search.trim() })}
        </Typography>
      ) : (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          {shown.map(({ group, items }) => (
            <StageGroup
              key={group.stage}
              group={group}
              items={items}
              // A search opens every stage that holds a match.
              isOpen={isSearching || open.has(group.stage)}
              onToggleOpen={() => toggleOpen(group.stage)}
              language={language}
              ticks={ticks}
            />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1 }} data-testid="shopping-list-total">
        {total}
      </Box>
    </section>
  );
}
