// Address lookup of a zip-code field: busy while it runs (the address fields are disabled), a
// note when it finds nothing (the fields stay editable: the person types the address; before,
// an unknown CEP such as 00000-000 left no trace, issue 30), and an answer
// for an older CEP never overwrites what a newer one filled. Each area passes its fetcher (its
// cache of GET /cep/{digits}).
import { useCallback, useRef, useState } from 'react';
import { httpStatusOf } from '@acolhe/shared-auth';
import { isCompleteCep, onlyDigits, type Address } from '@acolhe/shared-domain';

export const CEP_LOOKUP_TEXTS = {
  notFound: 'CEP não encontrado. Confira os números ou preencha o endereço.',
  failed: 'Não foi possível buscar o endereço agora. Preencha-o abaixo.',
} as const;

export function useCepLookup(fetchCep: (digits: string) => Promise<Address>, onFound: (address: Address) => void) {
  const [looking, setLooking] = useState(false);
  /** what the field says when the lookup found nothing ('' otherwise) */
  const [problem, setProblem] = useState('');
  const latest = useRef(0);

  const lookup = useCallback(
    async (masked: string) => {
      if (!isCompleteCep(masked)) return;
      const ticket = ++latest.current;
      setLooking(true);
      setProblem('');
      try {
        const address = await fetchCep(onlyDigits(masked));
        if (ticket === latest.current) onFound(address);
      } catch (error) {
        const status = httpStatusOf(error);
        if (ticket === latest.current) setProblem(status === 404 || status === 400 ? CEP_LOOKUP_TEXTS.notFound : CEP_LOOKUP_TEXTS.failed);
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
    setProblem('');
  }, []);

  return { looking, problem, lookup, forget };
}
