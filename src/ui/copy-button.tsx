// A button that copies a value and says so next to itself for a moment (or says it could not). Its words are the
// payment page's (`invoice.copied`), where it was first used.
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { Button } from './button';
import './copy-button.css';

export interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's accessible name ("Copy address"). */
  label: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `value` to the clipboard; `data-state` is `idle`, `copied` or `failed` and the result is announced. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="tk-copy" data-state={state}>
      <Button variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className="tk-copy__status">
        {state === 'copied' ? t('invoice.copied') : state === 'failed' ? t('invoice.copyFailed') : ''}
      </span>
    </span>
  );
}
