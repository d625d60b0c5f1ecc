// Email verification: the 6-digit code from the email, a resend with a cooldown, and the too-many-attempts state.
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { VerifyEmailCodeRequest } from '../../api/contract/bff/sign-in';
import { tradeLimits } from '../../api/contract/trade/limits';
import { useResendEmailCode, useVerifyEmailCode } from '../../api/client/sign-in';
import { errorText } from '../../i18n/error-message';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { SubmitRow } from '../../ui/submit-row';
import { CodeInput } from '../../ui/code-input';
import { Field } from '../../ui/field';
import { fieldMessage, formResolver, placeServerError } from '../../ui/form-errors';
import { OfflineNotice } from '../../ui/query-states';
import { useCooldown } from './use-cooldown';
import { useOneRequestPerCode } from './use-one-request-per-code';

/** Props of {@link VerifyEmailView}. */
export interface VerifyEmailViewProps {
  /** The address the code went to, shown so the user knows where to look. */
  email?: string | null | undefined;
  /** Called once the code is accepted and the email is verified. */
  onVerified?: () => void;
  /** Seconds before another code may be requested. Default 60. */
  resendCooldownSeconds?: number;
}

const length = tradeLimits.emailVerificationCodeLength;

/** Verify email view: enter, paste or autofill the emailed code; ask for a new one after a cooldown. */
export function VerifyEmailView({ email, onVerified, resendCooldownSeconds = 60 }: VerifyEmailViewProps) {
  useAllMessages();
  const { t } = useTranslation();
  const headingId = useId();
  const verify = useVerifyEmailCode();
  const resend = useResendEmailCode();
  const cooldown = useCooldown(resendCooldownSeconds, true);
  const [exceeded, setExceeded] = useState(false);
  const [notice, setNotice] = useState<'resent' | undefined>();
  const [alert, setAlert] = useState<unknown>();
  const requests = useOneRequestPerCode();
  const { control, handleSubmit, setError, reset, formState, getValues } = useForm({
    resolver: formResolver(VerifyEmailCodeRequest),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      await verify.mutateAsync(values);
      onVerified?.();
    } catch (error) {
      if ((error as { code?: string }).code === 'verification_attempts_exceeded') setExceeded(true);
      if (placeCodeError(error)) requests.refuse(values.code, error);
      else setAlert(error);
    }
  });
  const placeCodeError = (error: unknown) =>
    placeServerError(t, error, setError, ['code'], { invalid_verification_code: 'code' });
  const submitCode = (event?: React.FormEvent) => {
    event?.preventDefault();
    return requests.send(getValues('code'), () => onSubmit(), placeCodeError);
  };

  async function onResend() {
    setAlert(undefined);
    try {
      await resend.mutateAsync();
      setExceeded(false);
      setNotice('resent');
      reset({ code: '' });
      cooldown.restart();
    } catch (error) {
      setAlert(error);
    }
  }

  return (
    <section className="tk-view" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('verifyEmail.heading')}</h2>
      <p>{email ? t('verifyEmail.sentTo', { email }) : t('verifyEmail.sent')}</p>
      <OfflineNotice />
      {exceeded ? (
        <Alert tone="error" title={t('verifyEmail.exceededTitle')}>
          <p>{t('errors.verification_attempts_exceeded')}</p>
        </Alert>
      ) : null}
      {alert !== undefined ? (
        <Alert tone="error">
          <p>{errorText(t, alert)}</p>
        </Alert>
      ) : null}
      {notice === 'resent' ? (
        <Alert tone="success">
          <p>{t('verifyEmail.resent')}</p>
        </Alert>
      ) : null}
      <form className="tk-form" noValidate onSubmit={(event) => void submitCode(event)}>
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <Field
              label={t('verifyEmail.code')}
              description={t('verifyEmail.codeHint', { length })}
              error={exceeded ? undefined : fieldMessage(t, formState.errors.code, 'validation.code')}
            >
              {(c) => (
                <CodeInput
                  {...c}
                  ref={field.ref}
                  name={field.name}
                  length={length}
                  dir="ltr"
                  value={field.value}
                  onBlur={field.onBlur}
                  disabled={exceeded}
                  onValueChange={field.onChange}
                  onComplete={() => void submitCode()}
                />
              )}
            </Field>
          )}
        />
        <SubmitRow
          loading={verify.isPending}
          disabled={exceeded}
          extra={
            <Button variant="secondary" onClick={onResend} loading={resend.isPending} disabled={cooldown.left > 0}>
              {cooldown.left > 0 ? t('verifyEmail.resendIn', { count: cooldown.left }) : t('verifyEmail.resend')}
            </Button>
          }
        >
          {t('verifyEmail.submit')}
        </SubmitRow>
      </form>
    </section>
  );
}
