import { DECLARACAO_MESSAGES, nameInitials, publicStatement, type Declaracao } from './declaracao';

const stored: Declaracao = {
  codigo: 'ABCD-EFGH-JKMN',
  emitidaEm: '2030-02-05T13:00:00.000Z',
  terapeuta: { nome: 'Helena Prado', cpf: '52998224725', crp: '06/123456' },
  cliente: { nome: 'Rafael da Silva Lima', cpf: '11144477735' },
  data: '2030-02-05',
  hora: '09:00',
  duracaoMinutos: 50,
  modalidade: 'online',
  valor: 150,
  valorPorExtenso: 'cento e cinquenta reais',
  formaPagamento: 'Pix',
  dataPagamento: '2030-02-01',
  local: 'São Paulo',
};

describe('the public check of a statement (issue 41)', () => {
  it('names as initials, without connectives', () => {
    expect(nameInitials('Rafael da Silva Lima')).toBe('R. S. L.');
    expect(nameInitials('  ana  ')).toBe('A.');
    expect(nameInitials('')).toBe('');
  });

  it('shows initials and the last CPF digits only: no name, no full or middle CPF, no CRP, no place', () => {
    const shown = publicStatement(stored, null);
    expect(shown).toEqual({
      codigo: 'ABCD-EFGH-JKMN',
      situacao: 'valida',
      anuladaEm: null,
      emitidaEm: '2030-02-05T13:00:00.000Z',
      terapeuta: { iniciais: 'H. P.', cpf: '***.***.***-25' },
      cliente: { iniciais: 'R. S. L.', cpf: '***.***.***-35' },
      data: '2030-02-05',
      hora: '09:00',
      duracaoMinutos: 50,
      modalidade: 'online',
      valor: 150,
      dataPagamento: '2030-02-01',
    });
    const text = JSON.stringify(shown);
    for (const secret of ['Helena', 'Rafael', '529982', '982.247', '111444', '444.777', '06/123456', 'São Paulo']) expect(text).not.toContain(secret);
  });

  it('a cancelled session: cancelada, with when', () => {
    expect(publicStatement(stored, '2030-02-03T15:00:00.000Z')).toMatchObject({ situacao: 'cancelada', anuladaEm: '2030-02-03T15:00:00.000Z' });
  });

  it('the messages carry dates in São Paulo', () => {
    // 05/02 09:50 in São Paulo is 12:50 UTC; 01/02 at 01:00 UTC is still 31/01 there
    expect(DECLARACAO_MESSAGES.notYet(new Date('2030-02-05T12:50:00.000Z'))).toBe(
      'A declaração de atendimento fica disponível depois da sessão, a partir de 05/02/2030 às 09:50.',
    );
    expect(DECLARACAO_MESSAGES.annulled('2030-02-01T01:00:00.000Z')).toBe('Esta sessão foi cancelada: a declaração foi anulada em 31/01/2030.');
    expect(DECLARACAO_MESSAGES.cancelled('2030-02-01T01:00:00.000Z')).toBe('Esta sessão foi cancelada em 31/01/2030: não há atendimento a declarar.');
  });
});
