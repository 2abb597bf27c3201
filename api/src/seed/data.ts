// Raw material of the demo data: pt-BR names, places, universities, texts.
import type { CitySlug, UfCode } from '@acolhe/shared-domain';

export interface SeedCity {
  slug: CitySlug;
  name: string;
  uf: UfCode;
  /** CRP region of the state */
  crpRegion: string;
  ddd: string;
  neighborhoods: readonly string[];
  universities: readonly string[];
}

export const SEED_CITIES: readonly SeedCity[] = [
  {
    slug: 'sao-paulo',
    name: 'São Paulo',
    uf: 'SP',
    crpRegion: '06',
    ddd: '11',
    neighborhoods: ['Pinheiros', 'Vila Mariana', 'Moema', 'Perdizes', 'Bela Vista', 'Tatuapé', 'Santana', 'Itaim Bibi', 'Vila Madalena', 'Jardins'],
    universities: ['Universidade de São Paulo (USP)', 'PUC-SP', 'Universidade Presbiteriana Mackenzie', 'Universidade Federal de São Paulo (Unifesp)', 'Universidade São Judas Tadeu'],
  },
  {
    slug: 'rio-de-janeiro',
    name: 'Rio de Janeiro',
    uf: 'RJ',
    crpRegion: '05',
    ddd: '21',
    neighborhoods: ['Botafogo', 'Copacabana', 'Tijuca', 'Barra da Tijuca', 'Flamengo', 'Ipanema', 'Laranjeiras', 'Méier', 'Centro'],
    universities: ['Universidade Federal do Rio de Janeiro (UFRJ)', 'PUC-Rio', 'Universidade do Estado do Rio de Janeiro (UERJ)', 'Universidade Federal Fluminense (UFF)'],
  },
  {
    slug: 'belo-horizonte',
    name: 'Belo Horizonte',
    uf: 'MG',
    crpRegion: '04',
    ddd: '31',
    neighborhoods: ['Savassi', 'Funcionários', 'Lourdes', 'Pampulha', 'Santa Efigênia', 'Buritis', 'Sion', 'Centro'],
    universities: ['Universidade Federal de Minas Gerais (UFMG)', 'PUC Minas', 'Centro Universitário UNA', 'Faculdade de Ciências Médicas de Minas Gerais'],
  },
  {
    slug: 'salvador',
    name: 'Salvador',
    uf: 'BA',
    crpRegion: '03',
    ddd: '71',
    neighborhoods: ['Barra', 'Pituba', 'Rio Vermelho', 'Graça', 'Itaigara', 'Caminho das Árvores', 'Ondina', 'Brotas'],
    universities: ['Universidade Federal da Bahia (UFBA)', 'Universidade Católica do Salvador (UCSal)', 'Universidade do Estado da Bahia (UNEB)', 'Escola Bahiana de Medicina e Saúde Pública'],
  },
  {
    slug: 'brasilia',
    name: 'Brasília',
    uf: 'DF',
    crpRegion: '01',
    ddd: '61',
    neighborhoods: ['Asa Sul', 'Asa Norte', 'Lago Sul', 'Águas Claras', 'Sudoeste', 'Noroeste', 'Lago Norte', 'Taguatinga'],
    universities: ['Universidade de Brasília (UnB)', 'Centro Universitário de Brasília (UniCEUB)', 'Universidade Católica de Brasília (UCB)', 'Instituto de Educação Superior de Brasília (IESB)'],
  },
];

export const FEMALE_FIRST_NAMES = [
  'Ana', 'Beatriz', 'Camila', 'Carolina', 'Daniela', 'Fernanda', 'Gabriela', 'Helena', 'Isabela', 'Juliana',
  'Larissa', 'Letícia', 'Luana', 'Mariana', 'Natália', 'Patrícia', 'Priscila', 'Renata', 'Sabrina', 'Tatiane',
  'Vanessa', 'Aline', 'Bianca', 'Cláudia', 'Débora', 'Elaine', 'Flávia', 'Giovana', 'Jéssica', 'Lívia',
  'Márcia', 'Paula', 'Raquel', 'Simone', 'Talita', 'Valéria', 'Yasmin', 'Lúcia', 'Cecília', 'Rosângela',
] as const;

export const MALE_FIRST_NAMES = [
  'André', 'Bruno', 'Carlos', 'Daniel', 'Eduardo', 'Felipe', 'Gustavo', 'Henrique', 'Igor', 'João',
  'Leonardo', 'Lucas', 'Marcelo', 'Mateus', 'Paulo', 'Pedro', 'Rafael', 'Ricardo', 'Rodrigo', 'Sérgio',
  'Thiago', 'Vinícius', 'Antônio', 'Caio', 'Diego', 'Fábio', 'Guilherme', 'Hugo', 'Júlio', 'Otávio',
] as const;

export const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Cavalcanti', 'Monteiro', 'Figueiredo', 'Brandão',
  'Azevedo', 'Campos', 'Pinheiro', 'Castro', 'Correia', 'Sampaio', 'Queiroz', 'Bezerra', 'Falcão', 'Magalhães',
] as const;

export interface TitleChoice {
  female: string;
  male: string;
  /** the approach the title suggests */
  approachKey?: string;
}

export const TITLES: readonly TitleChoice[] = [
  { female: 'Psicóloga Clínica', male: 'Psicólogo Clínico' },
  { female: 'Psicóloga Clínica', male: 'Psicólogo Clínico' },
  { female: 'Psicóloga', male: 'Psicólogo' },
  { female: 'Psicanalista', male: 'Psicanalista', approachKey: 'psicanalise' },
  { female: 'Neuropsicóloga', male: 'Neuropsicólogo', approachKey: 'tcc' },
  { female: 'Psicóloga e Terapeuta de Casal', male: 'Psicólogo e Terapeuta de Casal', approachKey: 'sistemica' },
  { female: 'Psicóloga Infantojuvenil', male: 'Psicólogo Infantojuvenil' },
];

export interface Approach {
  key: string;
  name: string;
  text: string;
}

export const APPROACHES: readonly Approach[] = [
  {
    key: 'tcc',
    name: 'Terapia Cognitivo-Comportamental',
    text: 'Trabalho com a Terapia Cognitivo-Comportamental (TCC), uma abordagem estruturada e baseada em evidências. Juntos identificamos pensamentos e comportamentos que mantêm o sofrimento e construímos estratégias práticas para o dia a dia.',
  },
  {
    key: 'psicanalise',
    name: 'Psicanálise',
    text: 'Minha escuta é psicanalítica: o espaço da sessão é livre para que você fale do que quiser, e a partir disso possamos compreender a história, os desejos e os conflitos que se repetem na sua vida.',
  },
  {
    key: 'gestalt',
    name: 'Gestalt-terapia',
    text: 'Atuo com a Gestalt-terapia, que valoriza o aqui e agora, a consciência das próprias emoções e a responsabilidade pelas escolhas. As sessões são um encontro dialógico e acolhedor.',
  },
  {
    key: 'acp',
    name: 'Abordagem Centrada na Pessoa',
    text: 'Sigo a Abordagem Centrada na Pessoa, de Carl Rogers: empatia, aceitação incondicional e autenticidade são a base para que você encontre os próprios caminhos de crescimento.',
  },
  {
    key: 'esquema',
    name: 'Terapia do Esquema',
    text: 'Utilizo a Terapia do Esquema para compreender padrões emocionais formados na infância que ainda se repetem nas relações, integrando técnicas cognitivas, vivenciais e comportamentais.',
  },
  {
    key: 'sistemica',
    name: 'Terapia Sistêmica',
    text: 'Com a abordagem sistêmica, olho para a pessoa dentro das suas relações — família, casal, trabalho — buscando novas formas de comunicação e de lidar com os conflitos.',
  },
  {
    key: 'analise-comportamento',
    name: 'Análise do Comportamento',
    text: 'Trabalho com Análise do Comportamento, investigando como o ambiente e a história de vida influenciam o que sentimos e fazemos, para planejar mudanças possíveis e sustentáveis.',
  },
  {
    key: 'junguiana',
    name: 'Psicologia Analítica',
    text: 'Minha abordagem é a Psicologia Analítica de Jung: sonhos, símbolos e a história pessoal são caminhos para o autoconhecimento e para o processo de individuação.',
  },
  {
    key: 'act',
    name: 'Terapia de Aceitação e Compromisso',
    text: 'Utilizo a Terapia de Aceitação e Compromisso (ACT) e práticas de mindfulness para aprender a conviver com emoções difíceis sem deixar que elas guiem suas escolhas, em direção ao que é importante para você.',
  },
];

/** Bio sentences; {spec} is replaced by the therapist's first specialties (lower case). */
export const BIO_OPENINGS = [
  'Sou psicóloga formada há {years} anos e acompanho pessoas que enfrentam {spec}.',
  'Atendo adultos há {years} anos, com foco em {spec}.',
  'Há {years} anos dedico minha prática clínica a quem busca ajuda com {spec}.',
  'Sou {title} e trabalho há {years} anos com {spec}.',
];
export const BIO_OPENINGS_MALE = [
  'Sou psicólogo formado há {years} anos e acompanho pessoas que enfrentam {spec}.',
  'Atendo adultos há {years} anos, com foco em {spec}.',
  'Há {years} anos dedico minha prática clínica a quem busca ajuda com {spec}.',
  'Sou {title} e trabalho há {years} anos com {spec}.',
];
export const BIO_MIDDLES = [
  'Acredito que a terapia é um espaço seguro, sem julgamentos, para olhar com cuidado para a própria história.',
  'Meu trabalho é construído junto com cada paciente, respeitando seu ritmo e seus objetivos.',
  'Busco oferecer uma escuta atenta e acolhedora, aliada a ferramentas práticas para os desafios do cotidiano.',
  'Cada processo é único: começamos entendendo o que te trouxe até aqui e o que você espera da terapia.',
  'Tenho experiência em atendimento clínico, em instituições de saúde e em projetos sociais.',
];
export const BIO_CLOSINGS = [
  'Atendo online e presencialmente, com horários flexíveis.',
  'Será um prazer caminhar com você nesse processo.',
  'Se você sente que é hora de cuidar da sua saúde mental, estou aqui para ajudar.',
  'Vamos conversar?',
  '',
];

export const DESCRIPTIONS = [
  'Atendimento humanizado para adultos e jovens, com foco em {spec}.',
  'Psicoterapia individual com escuta acolhedora e ética.',
  'Cuidado em saúde mental baseado em evidências, com foco em {spec}.',
  'Um espaço seguro para falar sobre {spec} e muito mais.',
];

export const POSTGRAD_COURSES = [
  'Especialização em Terapia Cognitivo-Comportamental',
  'Especialização em Psicologia Clínica',
  'Formação em Psicanálise',
  'Especialização em Neuropsicologia',
  'Especialização em Terapia de Casal e Família',
  'Especialização em Psicologia Hospitalar',
  'Formação em Gestalt-terapia',
  'Especialização em Saúde Mental',
];
export const POSTGRAD_INSTITUTIONS = [
  'Instituto Sedes Sapientiae',
  'Instituto de Psiquiatria do HC-FMUSP',
  'Centro de Estudos em Terapia Cognitivo-Comportamental (CETCC)',
  'Instituto Brasileiro de Psicanálise',
  'Instituto Gestalt de São Paulo',
  'Núcleo de Pesquisa e Ensino em Terapia Familiar',
  'Instituto de Terapia Cognitiva (ITC)',
];
export const MASTERS = ['Mestrado em Psicologia Clínica', 'Mestrado em Psicologia', 'Mestrado em Saúde Coletiva'];

/** Review comments. `{t:feminine|masculine}` agrees with the therapist reviewed, `{c:feminine|masculine}`
 * with the client who writes (genderedComment); a comment never says 'grato' for Sabrina. */
export const REVIEW_COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Excelente profissional! Me senti {c:acolhida|acolhido} desde a primeira sessão e já percebo muita diferença no meu dia a dia.',
    'Muito {t:atenciosa|atencioso} e pontual. As sessões me ajudaram demais a lidar com a ansiedade no trabalho.',
    'Profissional incrível, escuta com muito cuidado e sem julgamentos. Recomendo de olhos fechados.',
    'Fiz terapia por seis meses e foi transformador. Ambiente acolhedor e atendimento muito humano.',
    'Ótima experiência com as sessões online, conexão estável e muita empatia. Super recomendo!',
    'Me ajudou a atravessar um luto muito difícil. Serei sempre {c:grata|grato} pelo cuidado e paciência.',
    'Explica tudo com clareza e passa exercícios práticos que realmente funcionam.',
  ],
  4: [
    'Muito bom atendimento, profissional {t:competente e atenciosa|competente e atencioso}. Às vezes os horários são disputados.',
    'Gostei bastante da abordagem, me sinto mais {c:tranquila|tranquilo} a cada sessão.',
    'Boa profissional, sessões produtivas. Só achei o consultório um pouco difícil de encontrar.',
    'Atendimento cuidadoso e respeitoso. Estou evoluindo aos poucos, recomendo.',
    'Consegui entender melhor meus padrões de comportamento. Ótima escuta.',
  ],
  3: [
    'Atendimento correto, mas senti que poderíamos ter avançado mais rápido nos objetivos.',
    'Profissional {t:educada|educado}, porém tivemos alguns problemas de remarcação de horário.',
    'Sessões boas, mas a abordagem não combinou muito comigo. Pode funcionar para outras pessoas.',
  ],
  2: ['Tive dificuldade em me conectar com a abordagem e as sessões atrasaram algumas vezes.'],
  1: ['Infelizmente não foi uma boa experiência para mim, a sessão foi cancelada em cima da hora.'],
};

/** Resolves `{t:fem|masc}` by the therapist's gender and `{c:fem|masc}` by the client's. */
export function genderedComment(template: string, therapistFemale: boolean, clientFemale: boolean): string {
  return template.replace(/\{([tc]):([^|}]*)\|([^}]*)\}/g, (_, who: string, fem: string, masc: string) =>
    (who === 't' ? therapistFemale : clientFemale) ? fem : masc,
  );
}
