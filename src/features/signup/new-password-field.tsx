// A password the customer chooses (sign-up, password reset): the policy told under the label before they type,
// and a checklist of its parts that ticks off as they type. Both forms share it, so both tell the same rule.
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import {
  passwordPolicy,
  passwordRuleNames,
  passwordRules,
  type PasswordRule,
} from '../../api/contract/trade/password-policy';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../i18n/react';
import { Field } from '../../ui/field';
import { fieldMessage } from '../../ui/form-errors';
import './new-password-field.css';

/** Props of {@link NewPasswordField}: a native password input's props, plus its label, value and error. */
export interface NewPasswordFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'value'> {
  label: string;
  /** What is typed so far (react-hook-form's `useWatch`), for the checklist. */
  value: string | null | undefined;
  error: FieldError | undefined;
}

const ruleKeys = {
  length: 'validation.passwordRuleLength',
  letter: 'validation.passwordRuleLetter',
  nonLetter: 'validation.passwordRuleNonLetter',
} as const satisfies Record<PasswordRule, string>;

/**
 * The message of a password error: "required" when nothing was typed, the policy when what was typed breaks it, a
 * server's own message as it came.
 */
function passwordMessage(t: ReturnType<typeof useTranslation>['t'], error: FieldError | undefined, value: string) {
  if (!error) return undefined;
  if (error.type === 'server') return fieldMessage(t, error);
  if (value === '') return t('validation.required');
  return t('validation.password', { min: passwordPolicy.minLength });
}

export const NewPasswordField = forwardRef<HTMLInputElement, NewPasswordFieldProps>(function NewPasswordField(
  { label, value, error, ...input },
  ref,
) {
  const { t } = useTranslation();
  const typed = value ?? '';
  const met = passwordRules(typed);
  const rule = (name: PasswordRule) => t(ruleKeys[name], { min: passwordPolicy.minLength });
  return (
    <Field
      label={label}
      description={t('validation.passwordHint', { min: passwordPolicy.minLength })}
      error={passwordMessage(t, error, typed)}
    >
      {(control) => (
        <>
          <input {...input} {...control} ref={ref} className="tk-input" type="password" autoComplete="new-password" />
          {/* Not a live region: announcing every keystroke would drown the typing; the error speaks on submit. */}
          <ul className="tk-password-rules" data-state={typed === '' ? 'empty' : 'typing'}>
            {passwordRuleNames.map((name) => (
              <li key={name} data-state={met[name] ? 'met' : 'unmet'}>
                <span aria-hidden="true" className="tk-password-rules__mark">
                  {met[name] ? '✓' : '•'}
                </span>
                {rule(name)}
                <span className="tk-visually-hidden">
                  {' '}
                  {met[name] ? t('validation.passwordRuleMet') : t('validation.passwordRuleUnmet')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Field>
  );
});
