// The required "I accept the terms" box of sign-up, its label linking to the partner's terms (TERMS_URL).
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { Checkbox } from '../../ui/checkbox';

/** Where the link goes in the translated sentence, whatever the language's word order. */
const LINK = '\u0000';

/** Props of {@link TermsCheckbox}: a native checkbox's props plus the terms' address and the error. */
export interface TermsCheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  termsUrl: string;
  error?: string | undefined;
}

export const TermsCheckbox = forwardRef<HTMLInputElement, TermsCheckboxProps>(function TermsCheckbox(
  { termsUrl, error, ...input },
  ref,
) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('signup.termsAccept', {
    terms: LINK,
    interpolation: { escapeValue: false },
  }).split(LINK);
  return (
    <Checkbox
      {...input}
      ref={ref}
      required
      error={error}
      label={
        <>
          {before}
          <a href={termsUrl} target="_blank" rel="noreferrer" className="tk-link">
            {t('signup.termsLink')}
            <span className="tk-visually-hidden"> {t('signup.opensInNewTab')}</span>
          </a>
          {after}
        </>
      }
    />
  );
});
