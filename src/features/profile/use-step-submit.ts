// What every profile step does with the server's answer: done (also when it was already provided), an error on
// its field, or an alert.
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../i18n/react';
import { placeServerError } from '../../ui/form-errors';

export function useStepSubmit<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  onDone: (() => void) | undefined,
) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<unknown>();
  async function run(send: () => Promise<unknown>) {
    setAlert(undefined);
    try {
      await send();
      onDone?.();
    } catch (error) {
      // Provided before (another tab, a reload mid-request): the step is done, which is what the user wanted.
      if ((error as { code?: string }).code === 'already_provided') onDone?.();
      else if (!placeServerError(t, error, setError, fields)) setAlert(error);
    }
  }
  return { alert, run };
}
