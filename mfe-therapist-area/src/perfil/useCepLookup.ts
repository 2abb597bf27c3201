// The office CEP's address lookup: busy while it runs (the address fields are disabled), silent
// when it fails (the fields stay editable), and an answer for an older CEP never overwrites what
// a newer one filled.
import { useCallback, useRef, useState } from 'react';
import { maskCep, onlyDigits, ZIP_CODE_DIGITS, type Address } from '@acolhe/shared-domain';
import { useCepFetcher } from '../api/cep';

/** The lookup starts once the masked CEP has its 8 digits. */
export function isCompleteCep(masked: string): boolean {
  return onlyDigits(maskCep(masked)).length === ZIP_CODE_DIGITS;
}

export function useCepLookup(onFound: (address: Address) => void) {
  const fetchCep = useCepFetcher();
  const [looking, setLooking] = useState(false);
  const latest = useRef(0);

  const lookup = useCallback(
    async (masked: string) => {
      if (!isCompleteCep(masked)) return;
      const ticket = ++latest.current;
      setLooking(true);
      try {
        const address = await fetchCep(onlyDigits(masked));
        if (ticket === latest.current) onFound(address);
      } catch {
        // A failed lookup is silent: the therapist types the address.
      } finally {
        if (ticket === latest.current) setLooking(false);
      }
    },
    [fetchCep, onFound],
  );

  /** The CEP changed to something incomplete: an answer still on its way is dropped. */
  const forget = useCallback(() => {
    latest.current++;
    setLooking(false);
  }, []);

  return { looking, lookup, forget };
}
