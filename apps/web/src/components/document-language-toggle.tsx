import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@kadirio/domain';

/**
 * English or Kiswahili for the documents about to be downloaded (a bill is read by more than the
 * one who downloads it: a fundi, a bank, family). `note` adds a word after a language's name, such
 * as "(the client's)".
 */
export function DocumentLanguageToggle({
  value,
  onChange,
  label,
  note,
}: {
  value: Language;
  onChange: (language: Language) => void;
  label: string;
  note?: (language: Language) => string;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={label}
      onChange={(_event, picked: Language | null) => {
        if (picked) onChange(picked);
      }}
    >
      {LANGUAGES.map((language) => (
        <ToggleButton key={language} value={language}>
          {t(`languages.${language}`)}
          {note?.(language) ?? ''}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
