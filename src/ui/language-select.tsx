// The language switcher: a small native select of the languages offered, each named in its own language, so a
// reader finds theirs whatever language the page is in now.
import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '../i18n/react';

/** A native `<select>`'s props but its value and options, which {@link LanguageSelect} sets. */
type SelectProps = Omit<ComponentPropsWithoutRef<'select'>, 'value' | 'defaultValue' | 'onChange' | 'children'>;

/** Props of {@link LanguageSelect}: every prop of a native `<select>` but its value and options, plus these. */
export interface LanguageSelectProps<L extends string> extends SelectProps {
  /** The language shown: one of `languages`. */
  value: L;
  /** The languages to choose from (locale codes such as `da` or `ar`), in the order shown. */
  languages: readonly L[];
  /** Called with the language the customer picks. */
  onValueChange: (language: L) => void;
}

/** A language's name in that language ("dansk", "العربية"), or its code where the browser knows no name for it. */
export function languageName(language: string): string {
  try {
    return new Intl.DisplayNames(language, { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/**
 * The language switcher, labelled "Language" in the language shown; nothing at all with only one language to
 * choose. Each option carries its own `lang`, so a screen reader says each name in its language.
 */
export function LanguageSelect<L extends string>({
  value,
  languages,
  onValueChange,
  ...props
}: LanguageSelectProps<L>) {
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    // Small and to one side: the label beside a select as wide as its longest name, not a form field's full row.
    <label className="tk-actions tk-field__description" style={{ alignItems: 'center' }}>
      {t('common.language')}
      <select
        {...props}
        className="tk-input tk-select"
        style={{ width: 'auto' }}
        value={value}
        onChange={(event) => onValueChange(event.target.value as L)}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageName(language)}
          </option>
        ))}
      </select>
    </label>
  );
}
