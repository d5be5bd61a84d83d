import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { useTranslation } from 'react-i18next';
import { MAP_COMMENT_FIELDS, type HouseMap, type OwnerContact } from '@kadirio/domain';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatCalendarDate } from '../calendar-date';
import { useLanguage } from '../../../lib/use-language';

/** "Ward, District, Region". */
export function MapLocation({ map }: { map: Pick<HouseMap, 'ward' | 'district' | 'region'> }) {
  return <>{[map.ward, map.district, map.region].join(', ')}</>;
}

/** The building facts that are known, and when building should start. */
export function MapFacts({ map }: { map: HouseMap }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = [
    t('maps.facts.startsOn', { date: formatCalendarDate(map.startConstruction, language) }),
    map.floors !== null && t('maps.facts.floors', { count: map.floors }),
    map.bedrooms !== null && t('maps.facts.bedrooms', { count: map.bedrooms }),
    map.plinthArea !== null &&
      t('maps.facts.plinthArea', { area: formatNumber(map.plinthArea, language, 1) }),
  ].filter((fact): fact is string => typeof fact === 'string');
  return (
    <Typography variant="body2" color="text.secondary">
      {facts.join(' · ')}
    </Typography>
  );
}

/** The checks' comments on a plan, each under the name of the check that wrote it. */
export function MapComments({ map, audience }: { map: HouseMap; audience: 'owner' | 'staff' }) {
  const { t } = useTranslation();
  const comments = MAP_COMMENT_FIELDS.flatMap((field) => {
    const text = map[field];
    return text ? [{ field, text }] : [];
  });
  if (comments.length === 0) return null;
  return (
    <Box component="section" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
      <Typography component="h4" variant="subtitle2" sx={{ mb: 0.5 }}>
        {audience === 'owner' ? t('maps.comments.heading') : t('maps.comments.staffHeading')}
      </Typography>
      <Stack spacing={1}>
        {comments.map(({ field, text }) => (
          <Box key={field}>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {t(`maps.comments.${field}`)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/** Every move of the plan, oldest first: from → to, who, when, and the note it carried. */
export function MapHistory({ map }: { map: HouseMap }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h4' } }}
      sx={{ '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2">
          {t('maps.history.heading')} ({map.history.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="ol" aria-label={t('maps.history.heading')} sx={{ m: 0, pl: 2.5 }}>
          {map.history.map((entry, index) => (
            <Box component="li" key={`${entry.at}-${index}`} sx={{ mb: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {entry.from ? t(`maps.status.${entry.from}`) : t('maps.history.created')} →{' '}
                {t(`maps.status.${entry.to}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('maps.history.by', { name: entry.byName })} · {formatDateTime(entry.at, language)}
              </Typography>
              {entry.comment && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  “{entry.comment}”
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** The owner's name with links to call or write to them (failedchecker and admin). */
export function OwnerContactCard({ contact }: { contact: OwnerContact }) {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography component="h4" variant="subtitle2">
        {t('maps.owner.heading')}: {contact.name}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ mt: 0.5 }}>
        <Link
          href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
          aria-label={t('maps.owner.call', { phone: contact.phone })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <PhoneOutlinedIcon fontSize="small" aria-hidden />
          {contact.phone}
        </Link>
        {/* An owner registered by phone alone has no address. */}
        {contact.email !== null && (
          <Link
            href={`mailto:${contact.email}`}
            aria-label={t('maps.owner.email', { email: contact.email })}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            <EmailOutlinedIcon fontSize="small" aria-hidden />
            {contact.email}
          </Link>
        )}
      </Stack>
    </Box>
  );
}
