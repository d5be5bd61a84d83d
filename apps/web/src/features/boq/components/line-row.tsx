import { memo, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import FunctionsIcon from '@mui/icons-material/Functions';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useTranslation } from 'react-i18next';
import type { BoqLine, Language } from '@kadirio/domain';
import { formatNumber } from '../../../lib/format';
import { unitName } from '../../../lib/units';
import { derivationSteps } from '../derivation-steps';

/** A quantity as it is typed back: at most 2 decimals, no thousands separators. */
export function quantityText(quantity: number): string {
  return String(Number(quantity.toFixed(2)));
}

/** Marks the quantity fields, so Enter can find the next one in the sheet. */
const QUANTITY_FIELD = 'data-quantity-field';

/**
 * Enter moves to the next line's quantity (Shift+Enter to the previous), as in a spreadsheet; the
 * field left behind keeps what was typed (its blur hands it to the sheet editor, which saves it).
 * Tab keeps its usual order through every field of the line.
 */
function moveOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey) return;
  // An input method composing a word uses Enter to pick it.
  if (event.nativeEvent.isComposing) return;
  event.preventDefault();
  const fields = [
    ...(event.currentTarget
      .closest('table')
      ?.querySelectorAll<HTMLInputElement>(`input[${QUANTITY_FIELD}]`) ?? []),
  ];
  const next = fields[fields.indexOf(event.currentTarget) + (event.shiftKey ? -1 : 1)];
  if (next) {
    next.focus();
    next.select();
  }
}

function parseQuantity(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^\d*\.?\d*$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 && value <= 1e9 ? value : null;
}

interface LineRowProps {
  line: BoqLine;
  language: Language;
  /** BOQ staff on a draft sheet: the quantity can be typed over. */
  canEditQuantity: boolean;
  /** Price setters and admin: the rate opens the rate dialog. */
  canEditRate: boolean;
  onChangeQuantity: (code: string, quantity: number | null) => void;
  onEditRate: (line: BoqLine) => void;
  /** In a narrow column: no unit column (the unit goes under the quantity), a narrower item. */
  isCompact?: boolean;
}

/**
 * One line of a sheet. The quantity field keeps its own text, so typing re-renders this row only;
 * the typed value goes to the sheet editor, which saves it later. When the server's quantity
 * changes (a save, a recalculation) and the field is not being typed in, the field follows it.
 */
export const LineRow = memo(function LineRow({
  line,
  language,
  canEditQuantity,
  canEditRate,
  onChangeQuantity,
  onEditRate,
  isCompact = false,
}: LineRowProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState(() => quantityText(line.quantity));
  const [isTyping, setIsTyping] = useState(false);
  const [shownQuantity, setShownQuantity] = useState(line.quantity);
  if (!isTyping && shownQuantity !== line.quantity) {
    setShownQuantity(line.quantity);
    setText(quantityText(line.quantity));
  }
  const isInvalid = parseQuantity(text) === null;
  const isManual = line.source === 'manual';
  const derivationId = `derivation-${line.code}`;
  const unit = unitName(line.unit, language);

  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: isOpen ? 'none' : undefined } }}>
        <ItemCell line={line} language={language} isCompact={isCompact} />
        {!isCompact && <TableCell sx={{ whiteSpace: 'nowrap' }}>{unit}</TableCell>}
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {canEditQuantity ? (
            <TextField
              value={text}
              size="small"
              error={isInvalid}
              autoComplete="off"
              onFocus={() => setIsTyping(true)}
              onBlur={() => {
                setIsTyping(false);
                if (isInvalid) setText(quantityText(line.quantity));
              }}
              onChange={(event) => {
                setText(event.target.value);
                const quantity = parseQuantity(event.target.value);
                if (quantity !== null) onChangeQuantity(line.code, quantity);
              }}
              sx={{ width: isCompact ? 88 : 120 }}
              slotProps={{
                htmlInput: {
                  inputMode: 'decimal',
                  [QUANTITY_FIELD]: '',
                  onKeyDown: moveOnEnter,
                  'aria-label': t('boqWorkspace.quantityOf', { code: line.code }),
                  style: { textAlign: 'right' },
                },
              }}
            />
          ) : (
            formatNumber(line.quantity, language)
          )}
          {isCompact && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {unit}
            </Typography>
          )}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {canEditRate && line.itemId !== null ? (
            <Button
              size="small"
              onClick={() => onEditRate(line)}
              endIcon={<EditOutlinedIcon fontSize="small" />}
              aria-label={t('boqWorkspace.editRate', { code: line.code })}
              sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.primary' }}
            >
              {formatNumber(line.rate, language, 0)}
            </Button>
          ) : (
            formatNumber(line.rate, language, 0)
          )}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatNumber(line.amount, language, 0)}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <Tooltip title={line.derivation || t('boqWorkspace.noDerivation')}>
            <IconButton
              size="small"
              aria-expanded={isOpen}
              aria-controls={isOpen ? derivationId : undefined}
              aria-label={t('boqWorkspace.showDerivation', { code: line.code })}
              onClick={() => setIsOpen((open) => !open)}
            >
              {isOpen ? <ExpandLessIcon fontSize="small" /> : <FunctionsIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
          {canEditQuantity && isManual && (
            <Tooltip title={t('boqWorkspace.resetLine', { code: line.code })}>
              <IconButton
                size="small"
                aria-label={t('boqWorkspace.resetLine', { code: line.code })}
                onClick={() => {
                  setIsTyping(false);
                  onChangeQuantity(line.code, null);
                }}
              >
                <RestartAltIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </TableCell>
      </TableRow>
      {isOpen && <DerivationRow id={derivationId} derivation={line.derivation} colSpan={isCompact ? 5 : 6} />}
    </>
  );
});

/** The line's code and description, marked when its quantity was typed over or it is inactive. */
function ItemCell({ line, language, isCompact }: { line: BoqLine; language: Language; isCompact: boolean }) {
  const { t } = useTranslation();
  const description = language === 'sw' && line.descriptionSw ? line.descriptionSw : line.description;
  return (
    <TableCell sx={{ minWidth: isCompact ? 130 : 220 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600, display: 'block' }}>
        {line.code}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {description}
      </Typography>
      {line.source === 'manual' && (
        <Tooltip
          title={
            line.calculatorQuantity === null
              ? t('boqWorkspace.manual')
              : t('boqWorkspace.manualHint', {
                  quantity: formatNumber(line.calculatorQuantity, language),
                })
          }
        >
          <Chip size="small" color="warning" variant="outlined" label={t('boqWorkspace.manual')} />
        </Tooltip>
      )}
      {!line.active && (
        <Chip size="small" variant="outlined" label={t('boqWorkspace.inactive')} sx={{ ml: 0.5 }} />
      )}
    </TableCell>
  );
}

/** The line's derivation opened under it, a step a line, the last one the quantity the bill prints. */
function DerivationRow({ id, derivation, colSpan }: { id: string; derivation: string; colSpan: number }) {
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ pt: 0 }}>
        <Box
          id={id}
          sx={{
            fontFamily: 'monospace',
            fontSize: 13,
            bgcolor: 'action.hover',
            borderRadius: 1,
            px: 1.5,
            py: 1,
            overflowWrap: 'anywhere',
            // As wide as the visible part of the table and held at its left edge, so reading a
            // derivation on a phone or in the narrow pane beside the drawing never scrolls
            // sideways: 100cqi is the table's scroll box (sheet-lines), less the cell's padding.
            position: 'sticky',
            left: 16,
            maxWidth: 'calc(100cqi - 32px)',
            boxSizing: 'border-box',
          }}
        >
          {derivation === '' ? (
            t('boqWorkspace.noDerivation')
          ) : (
            <Box
              component="ol"
              aria-label={t('boqWorkspace.derivationSteps')}
              sx={{ m: 0, pl: 0, listStyle: 'none' }}
            >
              {derivationSteps(derivation).map((step, index, steps) => (
                // The last step is the quantity the bill prints, in its unit
                // (docs/takeoff.md, "Derivations end in the BOQ unit").
                <Box
                  component="li"
                  key={index}
                  sx={{ fontWeight: index === steps.length - 1 ? 700 : undefined }}
                >
                  {step}
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
}
