import { NativeSelect, TextInput, type MantineSpacing } from '@mantine/core';
import {
  CITY_LABELS,
  CITY_SLUGS,
  MODALIDADES,
  MODALIDADE_LABELS,
  optionsOf,
  type CitySlug,
  type Modalidade,
} from '@acolhe/shared-domain';
import type { FilterFormValues } from './filters';

// product.md#screens: each select starts on a disabled 'Selecione' placeholder.
const placeholder = { value: '', label: 'Selecione', disabled: true };
const MODALIDADE_OPTIONS = [placeholder, ...optionsOf(MODALIDADES, MODALIDADE_LABELS)];
const CITY_OPTIONS = [placeholder, ...optionsOf(CITY_SLUGS, CITY_LABELS)];

export const SEARCH_PLACEHOLDER = 'Ex: Ansiedade, TCC, ...';

interface Props {
  values: FilterFormValues;
  onChange: (values: FilterFormValues) => void;
  /** Distinguishes the ids when two filter forms could share a page. */
  idPrefix: string;
  size?: 'sm' | 'md';
  gap?: MantineSpacing;
}

/** The three search filters (text, modalidade, cidade), controlled by the caller. */
export function FilterFields({ values, onChange, idPrefix, size = 'md' }: Props) {
  return (
    <>
      <TextInput
        id={`${idPrefix}-search`}
        label="Especialidade ou nome do terapeuta"
        placeholder={SEARCH_PLACEHOLDER}
        value={values.search}
        onChange={(e) => onChange({ ...values, search: e.currentTarget.value })}
        size={size}
        maxLength={100}
      />
      <NativeSelect
        id={`${idPrefix}-modalidade`}
        label="Modalidade"
        data={MODALIDADE_OPTIONS}
        value={values.modalidade}
        onChange={(e) => onChange({ ...values, modalidade: e.currentTarget.value as Modalidade | '' })}
        size={size}
      />
      <NativeSelect
        id={`${idPrefix}-cidade`}
        label="Cidade"
        data={CITY_OPTIONS}
        value={values.cidade}
        onChange={(e) => onChange({ ...values, cidade: e.currentTarget.value as CitySlug | '' })}
        size={size}
      />
    </>
  );
}
