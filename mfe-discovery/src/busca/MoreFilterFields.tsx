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
  type Language,
  type SessionType,
  type TherapistGender,
  type TherapyApproach,
} from '@acolhe/shared-domain';
import type { FilterFormValues } from './filters';

const any = { value: '', label: 'Qualquer' };
// 'Prefiro não dizer' / 'Outro' are not a search criterion
const GENDER_OPTIONS = [any, ...optionsOf(THERAPIST_GENDERS, THERAPIST_GENDER_LABELS).filter((o) => o.value === 'feminino' || o.value === 'masculino')];

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
      <TextInput
        id="busca-preco-min"
        label="Preço mínimo (R$)"
        inputMode="decimal"
        placeholder="Ex: 80"
        value={values.precoMin ?? ''}
        onChange={(e) => set({ precoMin: price(e.currentTarget.value) })}
        size="sm"
      />
      <TextInput
        id="busca-preco-max"
        label="Preço máximo (R$)"
        inputMode="decimal"
        placeholder="Ex: 200"
        value={values.precoMax ?? ''}
        onChange={(e) => set({ precoMax: price(e.currentTarget.value) })}
        error={priceError}
        size="sm"
      />
      <NativeSelect
        id="busca-idioma"
        label="Idioma"
        data={[any, ...optionsOf(LANGUAGES, LANGUAGE_LABELS)]}
        value={values.idioma ?? ''}
        onChange={(e) => set({ idioma: e.currentTarget.value as Language | '' })}
        size="sm"
      />
      <NativeSelect
        id="busca-genero"
        label="Gênero do terapeuta"
        data={GENDER_OPTIONS}
        value={values.genero ?? ''}
        onChange={(e) => set({ genero: e.currentTarget.value as TherapistGender | '' })}
        size="sm"
      />
      <NativeSelect
        id="busca-abordagem"
        label="Abordagem"
        data={[any, ...optionsOf(THERAPY_APPROACHES, THERAPY_APPROACH_LABELS)]}
        value={values.abordagem ?? ''}
        onChange={(e) => set({ abordagem: e.currentTarget.value as TherapyApproach | '' })}
        size="sm"
      />
      <NativeSelect
        id="busca-tipo"
        label="Tipo de sessão"
        data={[any, ...optionsOf(SESSION_TYPES, SESSION_TYPE_LABELS)]}
        value={values.tipo ?? ''}
        onChange={(e) => set({ tipo: e.currentTarget.value as SessionType | '' })}
        size="sm"
      />
      <Checkbox
        id="busca-gratuita"
        label="Primeira sessão gratuita"
        checked={Boolean(values.gratuita)}
        onChange={(e) => set({ gratuita: e.currentTarget.checked })}
        mt={{ sm: 'lg' }}
      />
      <Checkbox
        id="busca-semana"
        label="Atende esta semana"
        checked={Boolean(values.semana)}
        onChange={(e) => set({ semana: e.currentTarget.checked })}
        mt={{ sm: 'lg' }}
      />
    </>
  );
}
