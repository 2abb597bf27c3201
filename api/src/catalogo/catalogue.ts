// The specialty catalogue (GET /especialidades). Ids are stable slugs: the profile form sends
// them and the seed refers to them.
import type { Specialty } from '@acolhe/shared-domain';

export const ESPECIALIDADES: readonly Specialty[] = [
  { id: 'ansiedade', name: 'Ansiedade' },
  { id: 'depressao', name: 'Depressão' },
  { id: 'tcc', name: 'TCC (Terapia Cognitivo-Comportamental)' },
  { id: 'psicanalise', name: 'Psicanálise' },
  { id: 'relacionamentos', name: 'Relacionamentos' },
  { id: 'luto', name: 'Luto' },
  { id: 'tdah', name: 'TDAH' },
  { id: 'autoestima', name: 'Autoestima' },
  { id: 'estresse-burnout', name: 'Estresse e Burnout' },
  { id: 'terapia-de-casal', name: 'Terapia de Casal' },
  { id: 'infantil', name: 'Infantil' },
  { id: 'adolescentes', name: 'Adolescentes' },
  { id: 'traumas', name: 'Traumas' },
  { id: 'transtornos-alimentares', name: 'Transtornos Alimentares' },
  { id: 'dependencia-quimica', name: 'Dependência Química' },
  { id: 'lgbtqia', name: 'LGBTQIA+' },
  { id: 'orientacao-profissional', name: 'Orientação Profissional' },
  { id: 'sono', name: 'Sono' },
  { id: 'fobias', name: 'Fobias' },
  { id: 'toc', name: 'TOC' },
  { id: 'terapia-familiar', name: 'Terapia Familiar' },
  { id: 'sexualidade', name: 'Sexualidade' },
];
