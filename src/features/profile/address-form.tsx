// Profile step: street, city and postal code (country and state were given at sign-up).
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { AddressRequest } from '../../api/contract/trade/traders';
import { submitAddress } from '../../api/contract/bff/routes-profile';
import { useProfileStep } from '../../api/client/profile';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { SubmitRow } from '../../ui/submit-row';
import { TextField } from '../../ui/text-field';
import { fieldMessage, formResolver } from '../../ui/form-errors';
import { ViewFrame } from '../../ui/view-frame';
import { useStepSubmit } from './use-step-submit';

/** Props of every profile step form. */
export interface ProfileStepProps {
  /** Called when the step is stored (or was already). */
  onDone?: () => void;
}

/** Address form: street with number, city, optional postal code. */
export function AddressForm({ onDone }: ProfileStepProps) {
  useAllMessages();
  const { t } = useTranslation();
  const submit = useProfileStep(submitAddress);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof AddressRequest>,
    unknown,
    z.output<typeof AddressRequest>
  >({ resolver: formResolver(AddressRequest), defaultValues: { street: '', city: '', postalCode: null } });
  const { alert, run } = useStepSubmit(setError, ['street', 'city', 'postalCode'], onDone);
  const errors = formState.errors;
  return (
    <ViewFrame heading={t('address.heading')} intro={t('address.intro')} alert={alert}>
      <form className="tk-form" noValidate onSubmit={handleSubmit((values) => run(() => submit.mutateAsync(values)))}>
        <TextField
          label={t('address.street')}
          error={fieldMessage(t, errors.street)}
          {...register('street')}
          autoComplete="street-address"
        />
        <TextField
          label={t('address.postalCode')}
          error={fieldMessage(t, errors.postalCode)}
          {...register('postalCode', { setValueAs: (value: string | null) => value || null })}
          autoComplete="postal-code"
        />
        <TextField
          label={t('address.city')}
          error={fieldMessage(t, errors.city)}
          {...register('city')}
          autoComplete="address-level2"
        />
        <SubmitRow loading={submit.isPending}>{t('common.continue')}</SubmitRow>
      </form>
    </ViewFrame>
  );
}
