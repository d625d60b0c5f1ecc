// Sign-in with email and password, with the ways out: forgot password, create an account.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoginRequest } from '../../api/contract/bff/sign-in';
import { useLogin } from '../../api/client/sign-in';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { SubmitRow } from '../../ui/submit-row';
import { Field } from '../../ui/field';
import { fieldMessage, formResolver, placeServerError } from '../../ui/form-errors';
import { ViewFrame } from '../../ui/view-frame';

/** Props of {@link LoginView}. */
export interface LoginViewProps {
  /** Called once the session is signed in. */
  onSignedIn?: () => void;
  /** Shows a "Forgot your password?" link that calls this. */
  onForgotPassword?: () => void;
  /** Shows a "Create an account" link that calls this. */
  onCreateAccount?: () => void;
  /** Email filled in when the form opens. */
  defaultEmail?: string;
}

/** Login view: email and password; a wrong pair is said on the password field, without saying which was wrong. */
export function LoginView({ onSignedIn, onForgotPassword, onCreateAccount, defaultEmail = '' }: LoginViewProps) {
  useAllMessages();
  const { t } = useTranslation();
  const login = useLogin();
  const [alert, setAlert] = useState<unknown>();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: formResolver(LoginRequest),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      await login.mutateAsync(values);
      onSignedIn?.();
    } catch (error) {
      if (!placeServerError(t, error, setError, ['email', 'password'], { invalid_grant: 'password' })) setAlert(error);
    }
  });
  return (
    <ViewFrame heading={t('login.heading')} alert={alert}>
      <form className="tk-form" noValidate onSubmit={onSubmit}>
        <Field label={t('login.email')} error={fieldMessage(t, formState.errors.email, 'validation.email')}>
          {(c) => (
            <input {...c} {...register('email')} className="tk-input" type="email" dir="ltr" autoComplete="username" />
          )}
        </Field>
        <Field label={t('login.password')} error={fieldMessage(t, formState.errors.password)}>
          {(c) => (
            <input
              {...c}
              {...register('password')}
              className="tk-input"
              type="password"
              autoComplete="current-password"
            />
          )}
        </Field>
        <SubmitRow
          loading={login.isPending}
          extra={
            <>
              {onForgotPassword ? (
                <button type="button" className="tk-link" onClick={onForgotPassword}>
                  {t('login.forgotPassword')}
                </button>
              ) : null}
              {onCreateAccount ? (
                <button type="button" className="tk-link" onClick={onCreateAccount}>
                  {t('login.createAccount')}
                </button>
              ) : null}
            </>
          }
        >
          {t('login.submit')}
        </SubmitRow>
      </form>
    </ViewFrame>
  );
}
