// One emailed code, one request. The code field sends itself at its last digit, and customers press Enter or click
// Confirm out of habit as well: each of those sent the same code again, and a wrong one spent two of the service's
// few attempts (two 400s for one mistake).
import { useMemo, useRef } from 'react';

/** What a code form submits through, from {@link useOneRequestPerCode}. */
export interface CodeRequests {
  /**
   * Runs `send` for `code`, unless a code is already on its way (then nothing happens) or the service refused this
   * very code (then `onRefused` gets that refusal back, to show it again, and nothing is sent).
   */
  send: (code: string, send: () => Promise<void>, onRefused: (error: unknown) => void) => Promise<void>;
  /** Remembers that the service refused `code` with `error`: it is not sent again until the customer changes it. */
  refuse: (code: string, error: unknown) => void;
}

/** One request per code, however many times the field, Enter and the submit button ask for it. */
export function useOneRequestPerCode(): CodeRequests {
  // Refs, not state: a second submit can arrive before React has rendered the first one's pending state.
  const sending = useRef(false);
  const refused = useRef<{ code: string; error: unknown } | undefined>(undefined);
  return useMemo(
    () => ({
      async send(code, send, onRefused) {
        if (sending.current) return;
        if (refused.current?.code === code) {
          onRefused(refused.current.error);
          return;
        }
        sending.current = true;
        try {
          await send();
        } finally {
          sending.current = false;
        }
      },
      refuse(code, error) {
        refused.current = { code, error };
      },
    }),
    [],
  );
}
