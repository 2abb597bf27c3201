// The therapist's 'Pagamento' texts (docs/product.md "Pagamentos").
import type { PixKeyType } from '@acolhe/shared-domain';

export const PAGAMENTO_SETTINGS_TEXTS = {
  title: 'Como você recebe',
  explain:
    'O pagamento de cada sessão vai direto para você: o Acolhe não recebe, não guarda e não cobra taxa sobre ele. ' +
    'Com "Pix pelo Acolhe", seu cliente vê um QR code e um código Pix copia e cola com o valor da sessão.',
  forma: 'Forma de pagamento',
  chaveTipo: 'Tipo da chave Pix',
  chave: 'Chave Pix',
  nome: 'Nome do recebedor',
  nomeHint: 'Como aparece no seu banco. No código Pix vão até 25 caracteres, sem acentos.',
  cidade: 'Cidade do recebedor',
  cidadeHint: 'No código Pix vão até 15 caracteres, sem acentos.',
  link: 'Link de pagamento',
  linkHint: 'Mostrado ao cliente em cada sessão confirmada. É o mesmo link da aba Perfil.',
  save: 'Salvar pagamento',
  saved: 'Forma de pagamento salva',
  saveFailed: 'Não foi possível salvar a forma de pagamento.',
  loadError: 'Não foi possível carregar sua forma de pagamento.',
  retry: 'Tentar novamente',
} as const;

export const PIX_KEY_PLACEHOLDERS: Readonly<Record<PixKeyType, string>> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  email: 'voce@exemplo.com.br',
  telefone: '+5511912345678',
  aleatoria: '123e4567-e89b-12d3-a456-426614174000',
};

export const PAGAMENTO_AGENDA_TEXTS = {
  received: 'Recebido',
  notReceived: 'Não recebi',
  answered: { confirmar: 'Pagamento confirmado', nao_recebido: 'Avisamos o cliente que o pagamento não chegou' },
  failed: 'Não foi possível registrar sua resposta.',
  free: 'Sessão gratuita',
} as const;
