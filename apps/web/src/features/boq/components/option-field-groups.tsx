import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { OVERRIDE_FIELDS, type OverrideField } from '../overrides-form';

export type OptionGroup = OverrideField['group'];

/** A field's label, the same in the BOQ-wide settings and a sheet's own overrides. */
export function optionFieldLabel(t: TFunction, spec: OverrideField): string {
  return spec.group === 'constants'
    ? t(`boqOverrides.constants.${spec.name}`)
    : t(`boqOverrides.wastage.${spec.name}`);
}

/**
 * The take-off constants and wastage classes as headed groups of fields in a grid, one column on
 * a phone: the BOQ-wide settings and a sheet's own overrides lay them out alike.
 */
export function OptionFieldGroups({
  groups,
  headingOf,
  headingComponent,
  field,
}: {
  groups: readonly OptionGroup[];
  headingOf: (group: OptionGroup) => string;
  headingComponent: 'h3' | 'h4';
  field: (spec: OverrideField) => ReactNode;
}) {
  return groups.map((group) => (
    <Box key={group} sx={{ mb: 2 }}>
      <Typography component={headingComponent} variant="subtitle2" sx={{ mb: 1 }}>
        {headingOf(group)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {OVERRIDE_FIELDS.filter((spec) => spec.group === group).map(field)}
      </Box>
    </Box>
  ));
}
