// Sign-up: email (prefilled and fixed in a trusted session), password under the policy, account type, country (and
// state in the US), the partner's terms when it has some, consent to additional mails.
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type { PartnerConfig } from '../../api/contract/bff/schemas';
import { SignupRequest, type SignupResult } from '../../api/contract/bff/sign-in';
import type { AccountType } from '../../api/contract/trade/enums';
import { usePartnerConfig } from '../../api/client/partner';
import { useSession } from '../../api/client/session';
import { useSignup } from '../../api/client/sign-in';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { SubmitRow } from '../../ui/submit-row';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { fieldMessage, formResolver, placeServerError } from '../../ui/form-errors';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { RadioGroup } from '../../ui/radio-group';
import { SelectField } from '../../ui/select-field';
import { supportedCountryOptions, supportedStateOptions } from '../../ui/supported-countries';
import { ViewFrame } from '../../ui/view-frame';
import { NewPasswordField } from './new-password-field';
import { TermsCheckbox } from './terms-checkbox';

type SignupInput = z.input<typeof SignupRequest>;
type SignupOutput = z.output<typeof SignupRequest>;

/** Props of {@link SignupView}. */
export interface SignupViewProps {
  /** Called once the trader exists and the session is signed in. */
  onSignedUp?: (result: SignupResult) => void;
  /** Shows a "Sign in instead" link that calls this. */
  onSignIn?: () => void;
  /** Account type chosen when the form opens: `individual` (default) or `corporate`. */
  defaultAccountType?: AccountType;
}

/** Sign-up view: loads the supported countries and the session (a trusted one brings its email), then the form. */
export function SignupView(props: SignupViewProps) {
  useAllMessages();
  const config = usePartnerConfig();
  const session = useSession();
  if (config.isPending || session.isPending) return <LoadingState />;
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (session.isError) return <ErrorState error={session.error} onRetry={() => void session.refetch()} />;
  const trustedEmail = session.data.trustedEmail ? session.data.email : null;
  return <SignupForm config={config.data} trustedEmail={trustedEmail} {...props} />;
}

/** The form's schema: the BFF's, with the terms required to be ticked when the partner has terms. */
function signupSchema(termsRequired: boolean) {
  if (!termsRequired) return SignupRequest;
  // Same input, a narrower output (`true` where the request takes a boolean): the form keeps the request's types.
  return z.extend(SignupRequest, { termsAccepted: z.literal(true) }) as unknown as typeof SignupRequest;
}

const fields = [
  'email',
  'password',
  'accountType',
  'profile.address.country',
  'profile.address.state',
  'consentAdditionalMails',
  'termsAccepted',
] as const;

function SignupForm({
  config,
  onSignedUp,
  onSignIn,
  defaultAccountType = 'individual',
  trustedEmail,
}: SignupViewProps & { config: PartnerConfig; trustedEmail: string | null }) {
  const { t, i18n } = useTranslation();
  const signup = useSignup();
  const [alert, setAlert] = useState<unknown>();
  const termsUrl = config.termsUrl;
  const schema = useMemo(() => signupSchema(termsUrl !== null), [termsUrl]);
  const form = useForm<SignupInput, unknown, SignupOutput>({
    resolver: formResolver(schema),
    defaultValues: {
      email: trustedEmail ?? '',
      password: '',
      accountType: defaultAccountType,
      profile: { address: { country: '', state: null } },
      consentAdditionalMails: false,
      termsAccepted: false,
    },
  });
  const { register, handleSubmit, control, setError, formState } = form;
  const errors = formState.errors;
  const country = useWatch({ control, name: 'profile.address.country' });
  const password = useWatch({ control, name: 'password' });
  const countries = supportedCountryOptions(config.countries, i18n.language);
  const states = supportedStateOptions(config.countries, country);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      // Not `onSignedUp?.(await …)`: an optional call skips its arguments, the request too, without a callback.
      const result = await signup.mutateAsync(values);
      onSignedUp?.(result);
    } catch (error) {
      if (!placeServerError(t, error, setError, fields, { email_address_and_partner_id_in_use: 'email' }))
        setAlert(error);
    }
  });

  return (
    <ViewFrame heading={t('signup.heading')} alert={alert}>
      <form className="tk-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t('signup.email')}
          description={trustedEmail !== null ? t('signup.emailTrusted') : undefined}
          error={fieldMessage(t, errors.email, 'validation.email')}
          {...register('email')}
          // A trusted session signs up the email the partner vouched for, and no other: shown, not editable.
          readOnly={trustedEmail !== null}
          type="email"
          dir="ltr"
          autoComplete="email"
        />
        <NewPasswordField
          label={t('signup.password')}
          value={password}
          error={errors.password}
          {...register('password')}
        />
        <Controller
          control={control}
          name="accountType"
          render={({ field }) => (
            <RadioGroup<AccountType>
              legend={t('signup.accountType')}
              name={field.name}
              value={(field.value ?? 'individual') as AccountType}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              firstRef={field.ref}
              options={[
                { value: 'individual', label: t('signup.individual') },
                { value: 'corporate', label: t('signup.corporate') },
              ]}
            />
          )}
        />
        <SelectField
          label={t('signup.country')}
          error={fieldMessage(t, errors.profile?.address?.country, 'validation.choose')}
          {...register('profile.address.country')}
          autoComplete="country"
          placeholder={t('common.choose')}
          options={countries}
        />
        {states.length > 0 ? (
          <SelectField
            label={t('signup.state')}
            error={fieldMessage(t, errors.profile?.address?.state, 'validation.choose')}
            {...register('profile.address.state', { setValueAs: (value: string | null) => value || null })}
            placeholder={t('common.choose')}
            options={states}
          />
        ) : null}
        {termsUrl !== null ? (
          <TermsCheckbox
            termsUrl={termsUrl}
            error={fieldMessage(t, errors.termsAccepted, 'validation.terms')}
            {...register('termsAccepted')}
          />
        ) : null}
        <Checkbox label={t('signup.consent')} {...register('consentAdditionalMails')} />
        <SubmitRow
          loading={signup.isPending}
          extra={
            onSignIn ? (
              <button type="button" className="tk-link" onClick={onSignIn}>
                {t('signup.signInInstead')}
              </button>
            ) : null
          }
        >
          {t('signup.submit')}
        </SubmitRow>
      </form>
    </ViewFrame>
  );
}
