// Profile step of a corporate trader: company name, industry ("other" asks which), website and description.
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Industry } from '../../api/contract/trade/enums';
import { CorporateDetailsRequest } from '../../api/contract/trade/traders';
import { submitCorporateDetails } from '../../api/contract/bff/routes-profile';
import { useProfileStep } from '../../api/client/profile';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { SubmitRow } from '../../ui/submit-row';
import { Field } from '../../ui/field';
import { TextField } from '../../ui/text-field';
import { fieldMessage, formResolver } from '../../ui/form-errors';
import { SelectField } from '../../ui/select-field';
import type { ProfileStepProps } from './address-form';
import { ViewFrame } from '../../ui/view-frame';
import { useStepSubmit } from './use-step-submit';

const orNull = (value: string | null) => (value && value.trim() !== '' ? value : null);

/** Corporate details form; choosing the industry "other" reveals the field that names it. */
export function CorporateDetailsForm({ onDone }: ProfileStepProps) {
  useAllMessages();
  const { t } = useTranslation();
  const submit = useProfileStep(submitCorporateDetails);
  const { register, handleSubmit, setError, formState, control } = useForm<
    z.input<typeof CorporateDetailsRequest>,
    unknown,
    z.output<typeof CorporateDetailsRequest>
  >({
    resolver: formResolver(CorporateDetailsRequest),
    defaultValues: { name: '', industry: '' as Industry, otherIndustry: null, website: null, description: '' },
  });
  const { alert, run } = useStepSubmit(
    setError,
    ['name', 'industry', 'otherIndustry', 'website', 'description'],
    onDone,
  );
  const errors = formState.errors;
  const industry = useWatch({ control, name: 'industry' });
  return (
    <ViewFrame heading={t('corporate.heading')} intro={t('corporate.intro')} alert={alert}>
      <form className="tk-form" noValidate onSubmit={handleSubmit((values) => run(() => submit.mutateAsync(values)))}>
        <TextField
          label={t('corporate.name')}
          error={fieldMessage(t, errors.name)}
          {...register('name')}
          autoComplete="organization"
        />
        <SelectField
          label={t('corporate.industry')}
          error={fieldMessage(t, errors.industry, 'validation.choose')}
          {...register('industry')}
          placeholder={t('common.choose')}
          options={Industry.options.map((value) => ({ value, label: t(`corporate.industries.${value}`) }))}
        />
        {industry === 'other' ? (
          <TextField
            label={t('corporate.otherIndustry')}
            error={errors.otherIndustry ? t('validation.required') : undefined}
            {...register('otherIndustry', { setValueAs: orNull })}
          />
        ) : null}
        <TextField
          label={t('corporate.website')}
          description={t('common.optional')}
          error={fieldMessage(t, errors.website)}
          {...register('website', { setValueAs: orNull })}
          type="url"
          dir="ltr"
          autoComplete="url"
        />
        <Field label={t('corporate.description')} error={fieldMessage(t, errors.description)}>
          {(c) => <textarea {...c} {...register('description')} className="tk-input" rows={3} />}
        </Field>
        <SubmitRow loading={submit.isPending}>{t('common.continue')}</SubmitRow>
      </form>
    </ViewFrame>
  );
}
