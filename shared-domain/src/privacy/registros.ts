// What an erasure keeps (issue 41 item 3), said once: the erase dialog (shared-ui PrivacyCard) and
// the privacy policy (mfe-discovery) show these texts, and the api keeps exactly this
// (api/src/privacidade/exclusao.ts erase, api/src/pagamentos/registros.ts). docs/product.md,
// "Privacy (LGPD)", and docs/security.md, "Issue 41 — registros", give the sources.
import { todayIso } from '../dates';

/**
 * The last day the tax records of a payment received at `confirmadoEm` are kept after an erasure:
 * 31 December of the sixth year after the payment's year (São Paulo). The income of year Y is
 * declared in Y+1, and the Receita Federal may assess it for 5 years from 1 January of Y+2 (CTN
 * art. 173, I); the documents are kept until then (CTN art. 195, sole paragraph).
 */
export function taxRecordsKeptUntil(confirmadoEm: string | Date): string {
  const year = Number(todayIso(new Date(confirmadoEm)).slice(0, 4));
  return `${year + 6}-12-31`;
}

/** How long, in words (the dialog and the policy). */
export const PRAZO_FISCAL =
  'até 31 de dezembro do sexto ano após cada pagamento — os 5 anos em que a Receita Federal pode revisar o imposto daquele ano (Código Tributário Nacional, arts. 173 e 195)';

/** The erase dialog of a client: what of their payments stays, why and for how long. */
export const REGISTROS_FISCAIS_AVISO_CLIENTE =
  `Os pagamentos que você já fez e que o(a) terapeuta recebeu continuam registrados com seu nome, CPF, valor e data, ${PRAZO_FISCAL}: ` +
  'o(a) terapeuta precisa deles para o recibo do Receita Saúde (LGPD art. 16, I). Só esse(a) terapeuta os vê. As declarações de ' +
  'atendimento já emitidas também ficam, pelo mesmo prazo, e continuam podendo ser conferidas pelo código (mostrando só iniciais e o fim do CPF).';

/** The erase dialog of a therapist: the statements their clients hold stay verifiable. */
export const REGISTROS_FISCAIS_AVISO_TERAPEUTA =
  `As declarações de atendimento que seus clientes já receberam continuam podendo ser conferidas pelo código, ${PRAZO_FISCAL}: ` +
  'eles as usam no reembolso do plano de saúde e no Imposto de Renda (LGPD art. 16, I). A conferência mostra só iniciais e o fim do CPF.';

/** The privacy policy's section on what an erasure keeps (the same facts, in full; its title and
 * anchor are the policy's, politica.ts O_QUE_FICA_TITULO / O_QUE_FICA_ID). */
export const ERASURE_KEEPS_SECTION = {
  paragraphs: [
    'Excluir a conta apaga na hora seus dados pessoais, fotos e documentos e cancela suas sessões futuras. Fica guardado apenas o que a lei obriga a manter (LGPD art. 16, I: cumprimento de obrigação legal; art. 11, II, a, para dados de saúde), pelo prazo que ela fixa, e depois é apagado:',
  ],
  items: [
    'Prontuários: o que seus terapeutas registraram dos atendimentos fica por pelo menos 5 anos após a última sessão realizada (Resolução CFP nº 01/2009), sem seu nome e legível só pelo(a) terapeuta que o escreveu.',
    `Pagamentos recebidos: nome e CPF de quem pagou, valor e data de cada pagamento que o(a) terapeuta já recebeu, ${PRAZO_FISCAL}. O(a) psicólogo(a) declara cada pagamento no Receita Saúde com o CPF do pagador; só esse(a) terapeuta os vê.`,
    'Declarações de atendimento e pagamento já emitidas: pelo mesmo prazo, porque quem as recebeu as usa no reembolso do plano de saúde e no Imposto de Renda. Quem tem o código ainda confere se ela é válida ou foi cancelada, vendo só iniciais e os dois últimos dígitos do CPF.',
    'Suas avaliações continuam publicadas, assinadas como “Cliente Acolhe”, e as sessões passadas continuam no histórico da outra parte, sem o seu nome.',
    'Registros de acesso e segurança: 6 meses (Marco Civil da Internet, art. 15).',
  ],
} as const;
