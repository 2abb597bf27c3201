// Address lookup of a zip-code field: busy while it runs (the address fields are disabled),
// silent when it fails (the fields stay editable: the person types the address), and an answer
// for an older CEP never overwrites what a newer one filled. Each area passes its fetcher (its
// cache of GET /cep/{digits}).
import { useCallback, useRef, useState } from 'react';
import { isCompleteCep, onlyDigits, type Address } from '@acolhe/shared-domain';

export function useCepLookup(fetchCep: (digits: string) => Promise<Address>, onFound: (address: Address) => void) {
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
        // silent on purpose (docs/product.md#validation)
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
