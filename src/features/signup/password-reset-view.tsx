// Password reset in three steps: email a code, check the code, set the new password (which signs the user in).
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  PasswordResetCodeRequest,
  PasswordResetCompleteRequest,
  PasswordResetStartRequest,
} from '../../api/contract/bff/sign-in';
import { useCheckPasswordResetCode, useCompletePasswordReset, useStartPasswordReset } from '../../api/client/sign-in';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { SubmitRow } from '../../ui/submit-row';
import { CodeInput } from '../../ui/code-input';
import { Field } from '../../ui/field';
import { fieldMessage, formResolver, placeServerError } from '../../ui/form-errors';
import { ViewFrame } from '../../ui/view-frame';
import { NewPasswordField } from './new-password-field';
import { useOneRequestPerCode } from './use-one-request-per-code';

/** Props of {@link PasswordResetView}. */
export interface PasswordResetViewProps {
  /** Email filled in when the view opens. */
  defaultEmail?: string;
  /** Called when the new password is set and the session is signed in with it. */
  onDone?: () => void;
  /** Shows a "Back to sign-in" link that calls this. */
  onCancel?: () => void;
}

type Step = 'email' | 'code' | 'password';

/** Password reset view: one step at a time, each with its own form. */
export function PasswordResetView({ defaultEmail = '', onDone, onCancel }: PasswordResetViewProps) {
  useAllMessages();
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(defaultEmail);
  const [alert, setAlert] = useState<unknown>();
  const restart = () => {
    setAlert(undefined);
    setStep('email');
  };
  return (
    <ViewFrame heading={t('passwordReset.heading')} intro={t(`passwordReset.intro.${step}`, { email })} alert={alert}>
      {step === 'email' ? (
        <EmailStep
          defaultEmail={email}
          onError={setAlert}
          onDone={(value) => {
            setAlert(undefined);
            setEmail(value);
            setStep('code');
          }}
        />
      ) : null}
      {step === 'code' ? (
        <CodeStep
          email={email}
          onError={setAlert}
          onDone={() => {
            setAlert(undefined);
            setStep('password');
          }}
        />
      ) : null}
      {step === 'password' ? <PasswordStep onError={setAlert} onDone={() => onDone?.()} /> : null}
      <div className="tk-actions">
        {step !== 'email' ? (
          <button type="button" className="tk-link" onClick={restart}>
            {t('passwordReset.restart')}
          </button>
        ) : null}
        {onCancel ? (
          <button type="button" className="tk-link" onClick={onCancel}>
            {t('passwordReset.backToLogin')}
          </button>
        ) : null}
      </div>
    </ViewFrame>
  );
}

interface StepProps<T> {
  onDone: (value: T) => void;
  onError: (error: unknown) => void;
}

function EmailStep({ defaultEmail, onDone, onError }: StepProps<string> & { defaultEmail: string }) {
  const { t } = useTranslation();
  const start = useStartPasswordReset();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(PasswordResetStartRequest),
    defaultValues: { email: defaultEmail },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await start.mutateAsync(values);
      onDone(values.email);
    } catch (error) {
      if (!placeServerError(t, error, setError, ['email'])) onError(error);
    }
  });
  return (
    <form className="tk-form" noValidate onSubmit={onSubmit}>
      <Field label={t('passwordReset.email')} error={fieldMessage(t, formState.errors.email, 'validation.email')}>
        {(c) => (
          <input {...c} {...register('email')} className="tk-input" type="email" dir="ltr" autoComplete="email" />
        )}
      </Field>
      <SubmitRow loading={start.isPending}>{t('passwordReset.sendCode')}</SubmitRow>
    </form>
  );
}

function CodeStep({ email, onDone, onError }: StepProps<void> & { email: string }) {
  const { t } = useTranslation();
  const check = useCheckPasswordResetCode();
  const requests = useOneRequestPerCode();
  const { control, handleSubmit, setError, formState, getValues } = useForm({
    resolver: formResolver(PasswordResetCodeRequest),
    defaultValues: { email, code: '' },
  });
  const placeCodeError = (error: unknown) =>
    placeServerError(t, error, setError, ['code'], {
      invalid_security_code: 'code',
      security_code_attempts_exceeded: 'code',
      security_code_not_found: 'code',
    });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await check.mutateAsync(values);
      onDone();
    } catch (error) {
      if (placeCodeError(error)) requests.refuse(values.code, error);
      else onError(error);
    }
  });
  const submitCode = (event?: React.FormEvent) => {
    event?.preventDefault();
    return requests.send(getValues('code'), () => onSubmit(), placeCodeError);
  };
  return (
    <form className="tk-form" noValidate onSubmit={(event) => void submitCode(event)}>
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <Field
            label={t('passwordReset.code')}
            description={t('passwordReset.codeHint', { length: 6 })}
            error={fieldMessage(t, formState.errors.code, 'validation.code')}
          >
            {(c) => (
              <CodeInput
                {...c}
                ref={field.ref}
                name={field.name}
                length={6}
                dir="ltr"
                value={field.value}
                onBlur={field.onBlur}
                onValueChange={field.onChange}
                onComplete={() => void submitCode()}
              />
            )}
          </Field>
        )}
      />
      <SubmitRow loading={check.isPending}>{t('passwordReset.checkCode')}</SubmitRow>
    </form>
  );
}

function PasswordStep({ onDone, onError }: StepProps<void>) {
  const { t } = useTranslation();
  const complete = useCompletePasswordReset();
  const { register, handleSubmit, setError, formState, control } = useForm({
    resolver: formResolver(PasswordResetCompleteRequest),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await complete.mutateAsync(values);
      onDone();
    } catch (error) {
      if (!placeServerError(t, error, setError, ['password'])) onError(error);
    }
  });
  return (
    <form className="tk-form" noValidate onSubmit={onSubmit}>
      <NewPasswordField
        label={t('passwordReset.newPassword')}
        value={password}
        error={formState.errors.password}
        {...register('password')}
      />
      <SubmitRow loading={complete.isPending}>{t('passwordReset.setPassword')}</SubmitRow>
    </form>
  );
}
