// Days off and extra hours: the list (soonest first), adding (validated with the shared schema
// first; the api's 400 field errors land on the same fields) and removing, each with its toast.
import { useMemo, useState } from 'react';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage, apiFieldErrors, httpStatusOf } from '@acolhe/shared-auth';
import type { AgendaBlock } from '@acolhe/shared-domain';
import { useAgendaBlocks, useCreateAgendaBlock, useDeleteAgendaBlock, type NewAgendaBlock } from '../api';
import { BLOCK_KIND_LABELS, blockRangeText, sortBlocks, validateBlock, type BlockErrors } from './blocks';
import { readStateOf } from '@acolhe/shared-ui/area-privada';

export const BLOCK_SAVED = {
  bloqueio: { title: 'Período bloqueado', message: 'Ninguém poderá agendar nesse período.' },
  extra: { title: 'Horário extra aberto', message: 'Os novos horários já aparecem para agendamento.' },
} as const;
export const BLOCK_SAVE_FAILED = { title: 'Erro ao salvar', message: 'Não foi possível salvar na sua agenda. Tente novamente.' } as const;
export const BLOCK_REMOVED = { title: 'Removido da agenda' } as const;
export const BLOCK_REMOVE_FAILED = { title: 'Erro ao remover', message: 'Não foi possível remover. Tente novamente.' } as const;

/** The api's 400 `{ fieldErrors }` of agendaBlockSchema (shared-auth's one reading of them), when
 * it has any for the form's fields; each form then puts them on the field the therapist typed. */
function apiBlockErrors(err: unknown): BlockErrors | null {
  if (httpStatusOf(err) !== 400) return null;
  const fieldErrors = apiFieldErrors(err);
  const errors: BlockErrors = {};
  for (const key of ['start', 'end', 'reason'] as const) {
    if (fieldErrors[key]) errors[key] = fieldErrors[key];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

export function useAgendaBlocksEditor(therapistId: string) {
  const list = useAgendaBlocks(therapistId);
  const create = useCreateAgendaBlock(therapistId);
  const remove = useDeleteAgendaBlock(therapistId);
  const blocks = useMemo(() => sortBlocks(list.data ?? []), [list.data]);

  /** null when saved; otherwise the errors to show on the form (possibly none, after a toast). */
  const add = async (block: NewAgendaBlock): Promise<BlockErrors | null> => {
    const invalid = validateBlock(block);
    if (Object.keys(invalid).length > 0) return invalid;
    try {
      await create.mutateAsync(block);
    } catch (err) {
      const fromApi = apiBlockErrors(err);
      if (fromApi) return fromApi;
      notify({ color: 'red', title: BLOCK_SAVE_FAILED.title, message: apiErrorMessage(err, BLOCK_SAVE_FAILED.message) });
      return {};
    }
    notify({ color: 'teal', ...BLOCK_SAVED[block.kind] });
    return null;
  };

  const removeBlock = (block: AgendaBlock) =>
    remove.mutate(block, {
      onSuccess: () => notify({ color: 'teal', ...BLOCK_REMOVED, message: `${BLOCK_KIND_LABELS[block.kind]}: ${blockRangeText(block)}.` }),
      onError: (err) => notify({ color: 'red', title: BLOCK_REMOVE_FAILED.title, message: apiErrorMessage(err, BLOCK_REMOVE_FAILED.message) }),
    });

  return {
    blocks,
    ...readStateOf(list),
    add,
    adding: create.isPending,
    addingKind: create.isPending ? create.variables?.kind : undefined,
    remove: removeBlock,
    removingId: remove.isPending ? remove.variables?.id : undefined,
  };
}

/** One of the two forms: its values, the errors on its fields, and a submit that clears it once saved. */
export function useBlockForm<V extends object>(
  empty: V,
  toBlock: (values: V) => NewAgendaBlock,
  fieldErrorsOf: (values: V, errors: BlockErrors) => Partial<Record<keyof V, string>>,
  add: (block: NewAgendaBlock) => Promise<BlockErrors | null>,
) {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const submitted = values;
    const result = await add(toBlock(submitted));
    if (result === null) {
      setValues(empty);
      setErrors({});
    } else {
      setErrors(fieldErrorsOf(submitted, result));
    }
  };

  /** A field's value, its change and its error, spread on an input whose onChange gives the value. */
  const field = <K extends keyof V>(key: K) => ({ value: values[key], onChange: (value: V[K]) => set(key, value), error: errors[key] });

  return { values, errors, set, field, submit };
}
