// Profile step of a corporate trader: is the person filling this in related to a shareholder of the company?
import { Controller, useForm } from 'react-hook-form';
import type { ShareholderRelation } from '../../api/contract/trade/enums';
import { ShareholderRelationRequest } from '../../api/contract/trade/traders';
import { submitShareholderRelation } from '../../api/contract/bff/routes-profile';
import { useProfileStep } from '../../api/client/profile';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { SubmitRow } from '../../ui/submit-row';
import { fieldMessage, formResolver } from '../../ui/form-errors';
import { RadioGroup } from '../../ui/radio-group';
import type { ProfileStepProps } from './address-form';
import { ViewFrame } from '../../ui/view-frame';
import { useStepSubmit } from './use-step-submit';

/** Shareholder relation form: related or not related, each option explained. */
export function ShareholderRelationForm({ onDone }: ProfileStepProps) {
  useAllMessages();
  const { t } = useTranslation();
  const submit = useProfileStep(submitShareholderRelation);
  const { control, handleSubmit, setError, formState } = useForm<{ shareholderRelationState: ShareholderRelation }>({
    resolver: formResolver(ShareholderRelationRequest),
  });
  const { alert, run } = useStepSubmit(setError, ['shareholderRelationState'], onDone);
  return (
    <ViewFrame heading={t('shareholder.heading')} intro={t('shareholder.intro')} alert={alert}>
      <form className="tk-form" noValidate onSubmit={handleSubmit((values) => run(() => submit.mutateAsync(values)))}>
        <Controller
          control={control}
          name="shareholderRelationState"
          render={({ field }) => (
            <RadioGroup<ShareholderRelation>
              legend={t('shareholder.question')}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              firstRef={field.ref}
              error={fieldMessage(t, formState.errors.shareholderRelationState, 'validation.choose')}
              options={[
                { value: 'related', label: t('shareholder.related'), description: t('shareholder.relatedHint') },
                { value: 'not_related', label: t('shareholder.notRelated') },
              ]}
            />
          )}
        />
        <SubmitRow loading={submit.isPending}>{t('common.continue')}</SubmitRow>
      </form>
    </ViewFrame>
  );
}
