import { SetBoqPercentagesBodySchema, type BoqPercentageSettings } from '@kadirio/domain';

export const PERCENT_FIELDS = ['contingencyPercent', 'vatPercent'] as const;
export type PercentField = (typeof PERCENT_FIELDS)[number];
export type PercentTexts = Record<PercentField, string>;
export type PercentErrors = Partial<Record<PercentField, string>>;

export const percentTextsOf = (settings: Pick<BoqPercentageSettings, PercentField>): PercentTexts => ({
  contingencyPercent: String(settings.contingencyPercent),
  vatPercent: String(settings.vatPercent),
});

/** A typed percentage: a decimal comma is read as a point; empty is missing, not 0. */
function toNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * The body of the PUT, checked with the server's own schema; the fields it refuses are named
 * (the dialog shows its own sentence for them, in the reader's language).
 */
export function parsePercentTexts(
  texts: PercentTexts,
  version: number,
): { body: ReturnType<typeof SetBoqPercentagesBodySchema.parse> } | { invalid: PercentField[] } {
  const parsed = SetBoqPercentagesBodySchema.safeParse({
    contingencyPercent: toNumber(texts.contingencyPercent),
    vatPercent: toNumber(texts.vatPercent),
    version,
  });
  if (parsed.success) return { body: parsed.data };
  const invalid = PERCENT_FIELDS.filter((field) =>
    parsed.error.issues.some((issue) => issue.path[0] === field),
  );
  return { invalid };
}

/**
 * A server refusal split by field: its validation messages read `field: message` (several joined
 * by "; "); a part naming a field goes beside it, the rest is shown above the form.
 */
export function splitServerMessage(message: string): { fields: PercentErrors; rest: string | null } {
  const fields: PercentErrors = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const field = PERCENT_FIELDS.find((name) => part.startsWith(`${name}:`) || part.startsWith(`${name} `));
    if (field) fields[field] = part.replace(new RegExp(`^${field}:\\s*`), '');
    else rest.push(part);
  }
  return { fields, rest: rest.length > 0 ? rest.join('; ') : null };
}
