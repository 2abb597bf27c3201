import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import {
  LANGUAGES,
  LANGUAGE_LABELS,
  SESSION_TYPES,
  SESSION_TYPE_LABELS,
  THERAPIST_GENDERS,
  THERAPIST_GENDER_LABELS,
  THERAPY_APPROACHES,
  THERAPY_APPROACH_LABELS,
  optionsOf,
} from '@acolhe/shared-domain';
import type { FilterFormValues } from './filters';

const any = { value: '', label: 'Qualquer' };
// 'Prefiro não dizer' / 'Outro' are not a search criterion
const GENDER_OPTIONS = [any, ...optionsOf(THERAPIST_GENDERS, THERAPIST_GENDER_LABELS).filter((o) => o.value === 'feminino' || o.value === 'masculino')];

/** The gender filter finds only therapists who chose to appear in it (decision 0038): said where
 * it is used, so a short list is not read as "no women here". */
export const GENDER_FILTER_HINT = 'Mostra só quem escolheu aparecer neste filtro.';

const SELECTS = [
  { field: 'idioma', label: 'Idioma', data: [any, ...optionsOf(LANGUAGES, LANGUAGE_LABELS)] },
  { field: 'genero', label: 'Gênero do terapeuta', data: GENDER_OPTIONS, description: GENDER_FILTER_HINT },
  { field: 'abordagem', label: 'Abordagem', data: [any, ...optionsOf(THERAPY_APPROACHES, THERAPY_APPROACH_LABELS)] },
  { field: 'tipo', label: 'Tipo de sessão', data: [any, ...optionsOf(SESSION_TYPES, SESSION_TYPE_LABELS)] },
] as const;

const PRICES = [
  { field: 'precoMin', id: 'busca-preco-min', label: 'Preço mínimo (R$)', placeholder: 'Ex: 80' },
  { field: 'precoMax', id: 'busca-preco-max', label: 'Preço máximo (R$)', placeholder: 'Ex: 200' },
] as const;

const CHECKS = [
  { field: 'gratuita', label: 'Primeira sessão gratuita' },
  { field: 'semana', label: 'Atende esta semana' },
] as const;

interface Props {
  values: FilterFormValues;
  onChange: (values: FilterFormValues) => void;
  /** what is wrong with the price range (shown on the maximum), or null */
  priceError?: string | null;
}

/** Search filters beyond text, modalidade and cidade (issue 19), all applied by the api. */
export function MoreFilterFields({ values, onChange, priceError = null }: Props) {
  const set = (patch: Partial<FilterFormValues>) => onChange({ ...values, ...patch });
  const price = (value: string) => value.replace(/[^\d,]/g, '').slice(0, 8);
  return (
    <>
      {PRICES.map(({ field, id, label, placeholder }) => (
        <TextInput
          key={field}
          id={id}
          label={label}
          inputMode="decimal"
          placeholder={placeholder}
          value={values[field] ?? ''}
          onChange={(e) => set({ [field]: price(e.currentTarget.value) })}
          // a range the api would refuse is said once, on the maximum
          error={field === 'precoMax' ? priceError : undefined}
          size="sm"
        />
      ))}
      {SELECTS.map(({ field, label, data, ...rest }) => (
        <NativeSelect
          key={field}
          id={`busca-${field}`}
          label={label}
          description={'description' in rest ? rest.description : undefined}
          data={data}
          value={values[field] ?? ''}
          // the options are the field's own values ('' for 'Qualquer')
          onChange={(e) => set({ [field]: e.currentTarget.value } as Partial<FilterFormValues>)}
          size="sm"
        />
      ))}
      {CHECKS.map(({ field, label }) => (
        <Checkbox
          key={field}
          id={`busca-${field}`}
          label={label}
          checked={Boolean(values[field])}
          onChange={(e) => set({ [field]: e.currentTarget.checked })}
          mt={{ sm: 'lg' }}
        />
      ))}
    </>
  );
}
