// Address lookup of the zip-code field: busy while it runs (the address fields are disabled),
// silent when it fails (the fields stay editable), and an answer for an older CEP never
// overwrites what a newer one filled.
import { useCallback, useRef, useState } from 'react';
import { onlyDigits, type Address } from '@acolhe/shared-domain';
import { useCepFetcher } from '../api';
import { isCompleteCep } from './cep';

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
        // product.md#validation: a failed lookup is silent; the user types the address.
      } finally {
        if (ticket === latest.current) setLooking(false);
      }
    },
    [fetchCep, onFound],
  );

  /** The zip code changed to something incomplete: an answer still on its way is dropped. */
  const forget = useCallback(() => {
    latest.current++;
    setLooking(false);
  }, []);

  return { looking, lookup, forget };
}
