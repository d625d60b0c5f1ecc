// Focus on the first invalid control in reading order, for forms whose fields register in another order than they
// appear (react-hook-form focuses by registration order).
import { useEffect, useRef, useState } from 'react';

/**
 * Returns the form's ref and an `onInvalid` for `handleSubmit(onValid, onInvalid)`. The focus moves in an effect,
 * after React has rendered the `aria-invalid` marks of the same update.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return { formRef, onInvalid: () => setRequest((count) => count + 1) };
}
