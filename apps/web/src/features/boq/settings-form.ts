import {
  LABOUR_KINDS,
  SetBoqSettingsBodySchema,
  type BoqPercentageSettings,
  type LabourKind,
  type SetBoqSettingsBody,
} from '@kadirio/domain';

/** The BOQ-wide percentages a surveyor types: contingency, VAT and labour per kind of trade. */
export const SETTINGS_FIELDS = ['contingencyPercent', 'vatPercent', ...LABOUR_KINDS] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsTexts = Record<SettingsField, string>;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

const isLabourKind = (field: SettingsField): field is LabourKind =>
  (LABOUR_KINDS as readonly string[]).includes(field);

/** The name the server's schema gives a field, and uses at the start of its messages. */
const wireNameOf = (field: SettingsField) => (isLabourKind(field) ? `labourByKind.${field}` : field);

export function settingsTextsOf(settings: BoqPercentageSettings): SettingsTexts {
  const texts = {} as SettingsTexts;
  for (const field of SETTINGS_FIELDS) {
    texts[field] = String(isLabourKind(field) ? settings.labourByKind[field] : settings[field]);
  }
  return texts;
}

/** A typed percentage: a decimal comma is read as a point; empty is missing, not 0. */
function toNumber(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * The body of `PUT /api/maps/:id/boq/settings`, checked with the server's own schema. Every field
 * is sent (the form shows them all); the ones it refuses are named, for the dialog to show its
 * own sentence beside them in the reader's language.
 */
export function parseSettingsTexts(
  texts: SettingsTexts,
  ratesIncludeVat: boolean,
  version: number,
): { body: SetBoqSettingsBody } | { invalid: SettingsField[] } {
  const parsed = SetBoqSettingsBodySchema.safeParse({
    contingencyPercent: toNumber(texts.contingencyPercent),
    vatPercent: toNumber(texts.vatPercent),
    ratesIncludeVat,
    labourByKind: Object.fromEntries(LABOUR_KINDS.map((kind) => [kind, toNumber(texts[kind])])),
    version,
  });
  // A missing field is optional to the schema (a partial change); the form never leaves one out.
  const missing = SETTINGS_FIELDS.filter((field) => toNumber(texts[field]) === undefined);
  if (parsed.success && missing.length === 0) return { body: parsed.data };
  const refused = parsed.success
    ? []
    : SETTINGS_FIELDS.filter((field) =>
        parsed.error.issues.some((issue) => issue.path.join('.') === wireNameOf(field)),
      );
  return { invalid: SETTINGS_FIELDS.filter((field) => missing.includes(field) || refused.includes(field)) };
}

/**
 * A server refusal split by field: its validation messages start with the field's name
 * (`labourByKind.services must be at most 100`, several joined by "; ", sometimes prefixed
 * `name: `); a part naming a field goes beside it, the rest is shown above the form.
 */
export function splitServerMessage(message: string): { fields: SettingsErrors; rest: string | null } {
  const fields: SettingsErrors = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const field = SETTINGS_FIELDS.find((name) => {
      const wire = wireNameOf(name);
      return part.startsWith(`${wire}:`) || part.startsWith(`${wire} `);
    });
    if (field) fields[field] = part.replace(`${wireNameOf(field)}: `, '');
    else rest.push(part);
  }
  return { fields, rest: rest.length > 0 ? rest.join('; ') : null };
}
