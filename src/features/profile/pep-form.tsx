// Profile step: politically exposed person status (docs/trade-api-choices.md, 3). A PEP or a PEP's relative also
// says which function, where, and whether it ended; a relative names the PEP and the relationship.
import { Controller, useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type { PepDeclaration } from '../../api/contract/trade/enums';
import { PepDeclarationRequest, PepRelationship } from '../../api/contract/trade/pep';
import { submitPep } from '../../api/contract/bff/routes-profile';
import { useProfileStep } from '../../api/client/profile';
import { compareNames, countryName } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { SubmitRow } from '../../ui/submit-row';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/text-field';
import { fieldMessage, formResolver } from '../../ui/form-errors';
import { RadioGroup } from '../../ui/radio-group';
import { SelectField } from '../../ui/select-field';
import type { ProfileStepProps } from './address-form';
import { countryCodes } from './country-codes';
import { ViewFrame } from '../../ui/view-frame';
import { useStepSubmit } from './use-step-submit';

type PepInput = z.input<typeof PepDeclarationRequest>;

/** One flat form for the three declarations; the contract's union checks what the chosen one needs. */
const PepForm = z.pipe(
  z.pipe(
    z.object({
      pepState: z.string(),
      publicFunction: z.string(),
      country: z.string(),
      isFormer: z.boolean(),
      pepName: z.string(),
      relationship: z.string(),
    }),
    z.transform(({ pepState, publicFunction, country, isFormer, pepName, relationship }): PepInput => {
      // The union checks these values; the casts only let a plain string reach it.
      if (pepState === 'pep') return { pepState, publicFunction, country, isFormer };
      if (pepState === 'pep_relative') {
        return { pepState, pepName, relationship, publicFunction, country, isFormer } as PepInput;
      }
      return { pepState } as PepInput;
    }),
  ),
  PepDeclarationRequest,
);
type PepFormValues = z.input<typeof PepForm>;

/** PEP form: not a PEP, a PEP, or a relative or close associate of one. */
export function PepDeclarationForm({ onDone }: ProfileStepProps) {
  useAllMessages();
  const { t, i18n } = useTranslation();
  const submit = useProfileStep(submitPep);
  const { control, register, handleSubmit, setError, formState } = useForm<
    PepFormValues,
    unknown,
    z.output<typeof PepForm>
  >({
    resolver: formResolver(PepForm),
    defaultValues: { pepState: '', publicFunction: '', country: '', isFormer: false, pepName: '', relationship: '' },
  });
  const { alert, run } = useStepSubmit(
    setError,
    ['pepState', 'publicFunction', 'country', 'pepName', 'relationship'],
    onDone,
  );
  const errors = formState.errors;
  const pepState = useWatch({ control, name: 'pepState' });
  const byName = compareNames(i18n.language);
  const countries = countryCodes
    .map((code) => ({ value: code, label: countryName(code, i18n.language) }))
    .sort((a, b) => byName(a.label, b.label));
  return (
    <ViewFrame heading={t('pep.heading')} intro={t('pep.intro')} alert={alert}>
      <form className="tk-form" noValidate onSubmit={handleSubmit((values) => run(() => submit.mutateAsync(values)))}>
        <Controller
          control={control}
          name="pepState"
          render={({ field }) => (
            <RadioGroup<PepDeclaration>
              legend={t('pep.question')}
              name={field.name}
              value={(field.value || undefined) as PepDeclaration | undefined}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              firstRef={field.ref}
              error={fieldMessage(t, errors.pepState, 'validation.choose')}
              options={[
                { value: 'non_pep', label: t('pep.nonPep') },
                { value: 'pep', label: t('pep.pep'), description: t('pep.pepHint') },
                { value: 'pep_relative', label: t('pep.relative'), description: t('pep.relativeHint') },
              ]}
            />
          )}
        />
        {pepState === 'pep_relative' ? (
          <>
            <TextField
              label={t('pep.pepName')}
              error={fieldMessage(t, errors.pepName)}
              {...register('pepName')}
              autoComplete="off"
            />
            <SelectField
              label={t('pep.relationship')}
              error={fieldMessage(t, errors.relationship, 'validation.choose')}
              {...register('relationship')}
              placeholder={t('common.choose')}
              options={PepRelationship.options.map((value) => ({ value, label: t(`pep.relationships.${value}`) }))}
            />
          </>
        ) : null}
        {pepState === 'pep' || pepState === 'pep_relative' ? (
          <>
            <TextField
              label={t('pep.publicFunction')}
              description={t('pep.publicFunctionHint')}
              error={fieldMessage(t, errors.publicFunction)}
              {...register('publicFunction')}
              autoComplete="off"
            />
            <SelectField
              label={t('pep.country')}
              error={fieldMessage(t, errors.country, 'validation.choose')}
              {...register('country')}
              placeholder={t('common.choose')}
              options={countries}
            />
            <Checkbox label={t('pep.isFormer')} {...register('isFormer')} />
          </>
        ) : null}
        <SubmitRow loading={submit.isPending}>{t('common.continue')}</SubmitRow>
      </form>
    </ViewFrame>
  );
}
