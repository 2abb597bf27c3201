// Texts of the public profile (SPEC §2; the error texts are exact).
export const PROFILE_TEXTS = {
  loadingHeading: 'Carregando perfil do terapeuta',
  errorTitle: 'Ops! Algo deu errado',
  errorText: 'Não foi possível carregar o perfil do terapeuta.',
  retry: 'Tentar novamente',
  seeAll: 'Ver todos os terapeutas',
  videoTitle: 'Vídeo de Apresentação',
  aboutTitle: 'Sobre',
  approachTitle: 'Abordagem Terapêutica',
  educationTitle: 'Formação Acadêmica',
  aboutEmpty: 'O terapeuta ainda não escreveu sobre si.',
  approachEmpty: 'O terapeuta ainda não descreveu sua abordagem.',
  educationEmpty: 'Nenhuma formação informada.',
  languages: 'Idiomas',
  specialties: 'Especialidades',
} as const;
