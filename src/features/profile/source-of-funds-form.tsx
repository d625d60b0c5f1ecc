// Profile step: where the money comes from (options by account type) and the expected annual volume.
import { useForm } from 'react-hook-form';
import { corporateOriginsOfFunds, individualOriginsOfFunds, type AccountType } from '../../api/contract/trade/enums';
import { sourceOfFundsRequestFor, type AnnualTradeVolumeBucket } from '../../api/contract/trade/traders';
import { submitSourceOfFunds } from '../../api/contract/bff/routes-profile';
import { useProfileStep, useTradeVolumeBuckets } from '../../api/client/profile';
import { formatAmount } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { Alert } from '../../ui/alert';
import { SubmitRow } from '../../ui/submit-row';
import { Checkbox } from '../../ui/checkbox';
import { fieldMessage, formResolver } from '../../ui/form-errors';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { SelectField } from '../../ui/select-field';
import { useFocusFirstInvalid } from '../../ui/use-focus-first-invalid';
import type { ProfileStepProps } from './address-form';
import { ViewFrame } from '../../ui/view-frame';
import { useStepSubmit } from './use-step-submit';

/** Props of {@link SourceOfFundsForm}. */
export interface SourceOfFundsFormProps extends ProfileStepProps {
  /** Which origins of funds to offer: the individual or the corporate list. */
  accountType: AccountType;
}

interface Values {
  originOfFunds: string;
  annualTradeVolumeBucketId: number | undefined;
  areFundsFromLegalActivities: boolean;
}

function bucketLabel(t: ReturnType<typeof useTranslation>['t'], bucket: AnnualTradeVolumeBucket, locale: string) {
  const amount = (value: number) => formatAmount(value, bucket.currency, locale);
  if (bucket.gte !== undefined && bucket.lt !== undefined) {
    return t('sourceOfFunds.bucketBetween', { from: amount(bucket.gte), to: amount(bucket.lt) });
  }
  if (bucket.lt !== undefined) return t('sourceOfFunds.bucketBelow', { to: amount(bucket.lt) });
  if (bucket.gte !== undefined) return t('sourceOfFunds.bucketFrom', { from: amount(bucket.gte) });
  return t('sourceOfFunds.bucketAny');
}

/** Source of funds form: loads the volume buckets, then asks origin, volume and the legal-activities confirmation. */
export function SourceOfFundsForm({ accountType, onDone }: SourceOfFundsFormProps) {
  useAllMessages();
  const { t, i18n } = useTranslation();
  const buckets = useTradeVolumeBuckets();
  const submit = useProfileStep(submitSourceOfFunds);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: formResolver(sourceOfFundsRequestFor(accountType)) as never,
    shouldFocusError: false,
    defaultValues: { originOfFunds: '', annualTradeVolumeBucketId: undefined, areFundsFromLegalActivities: false },
  });
  const { alert, run } = useStepSubmit(
    setError,
    ['originOfFunds', 'annualTradeVolumeBucketId', 'areFundsFromLegalActivities'],
    onDone,
  );
  const errors = formState.errors;
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const origins = accountType === 'corporate' ? corporateOriginsOfFunds : individualOriginsOfFunds;
  return (
    <ViewFrame heading={t('sourceOfFunds.heading')} intro={t('sourceOfFunds.intro')} alert={alert}>
      {buckets.isPending ? <LoadingState /> : null}
      {buckets.isError ? <ErrorState error={buckets.error} onRetry={() => void buckets.refetch()} /> : null}
      {buckets.isSuccess && buckets.data.length === 0 ? (
        <Alert tone="warning">
          <p>{t('sourceOfFunds.noBuckets')}</p>
        </Alert>
      ) : null}
      {buckets.isSuccess && buckets.data.length > 0 ? (
        <form
          ref={formRef}
          className="tk-form"
          noValidate
          onSubmit={handleSubmit(
            (values) => run(() => submit.mutateAsync(values as unknown as Parameters<typeof submit.mutateAsync>[0])),
            onInvalid,
          )}
        >
          <SelectField
            label={t('sourceOfFunds.origin')}
            error={fieldMessage(t, errors.originOfFunds, 'validation.choose')}
            {...register('originOfFunds')}
            placeholder={t('common.choose')}
            options={origins.map((origin) => ({ value: origin, label: t(`sourceOfFunds.origins.${origin}`) }))}
          />
          <SelectField
            label={t('sourceOfFunds.volume')}
            error={fieldMessage(t, errors.annualTradeVolumeBucketId, 'validation.choose')}
            {...register('annualTradeVolumeBucketId', {
              setValueAs: (value: string | number | undefined) =>
                value === '' || value === undefined ? undefined : Number(value),
            })}
            placeholder={t('common.choose')}
            options={buckets.data.map((bucket) => ({
              value: String(bucket.id),
              label: bucketLabel(t, bucket, i18n.language),
            }))}
          />
          <Checkbox
            label={t('sourceOfFunds.legal')}
            error={errors.areFundsFromLegalActivities ? t('validation.legal') : undefined}
            {...register('areFundsFromLegalActivities')}
          />
          <SubmitRow loading={submit.isPending}>{t('common.continue')}</SubmitRow>
        </form>
      ) : null}
    </ViewFrame>
  );
}
