import { appointmentDetailsSchema, appointmentStatusChangeSchema } from './appointment';
import { validate } from './validate';

describe('appointmentStatusChangeSchema', () => {
  it('needs an id and a known status', () => {
    expect(validate(appointmentStatusChangeSchema, { id: 'a1', status: 'CONFIRMED' }).success).toBe(true);
    const r = validate(appointmentStatusChangeSchema, { status: 'DONE' });
    expect(r.success ? {} : r.fieldErrors).toEqual({ id: 'Consulta não informada.', status: 'Status inválido.' });
  });

  it('takes an optional decline reason of at most 500 characters, trimmed', () => {
    expect(validate(appointmentStatusChangeSchema, { id: 'a1', status: 'REJECTED' })).toEqual({
      success: true,
      output: { id: 'a1', status: 'REJECTED', declineReason: '' },
    });
    const ok = validate(appointmentStatusChangeSchema, { id: 'a1', status: 'REJECTED', declineReason: '  Agenda cheia  ' });
    expect(ok.success && ok.output.declineReason).toBe('Agenda cheia');
    const long = validate(appointmentStatusChangeSchema, { id: 'a1', status: 'REJECTED', declineReason: 'x'.repeat(501) });
    expect(long.success ? {} : long.fieldErrors).toEqual({ declineReason: 'O motivo deve ter no máximo 500 caracteres.' });
  });
});

describe('appointmentDetailsSchema', () => {
  it('meetingLink is an http(s) URL or empty; clinical notes are refused with their field (the prontuário holds them)', () => {
    expect(validate(appointmentDetailsSchema, {})).toEqual({ success: true, output: {} });
    expect(validate(appointmentDetailsSchema, { meetingLink: '' })).toEqual({ success: true, output: { meetingLink: '' } });
    for (const therapistNotes of [' ok ', '', null]) {
      const notes = validate(appointmentDetailsSchema, { meetingLink: '', therapistNotes });
      expect(notes.success ? {} : notes.fieldErrors).toEqual({ therapistNotes: 'As anotações clínicas ficam só no prontuário do cliente, cifradas: escreva-as em Prontuários → Novo registro de evolução.' });
    }
    expect(validate(appointmentDetailsSchema, { meetingLink: 'https://meet.example.com/abc' }).success).toBe(true);
    // stored as the parser normalised it
    expect(validate(appointmentDetailsSchema, { meetingLink: ' HTTPS://Meet.Example.com/abc ' })).toEqual({ success: true, output: { meetingLink: 'https://meet.example.com/abc' } });
    const broken = validate(appointmentDetailsSchema, { meetingLink: 'https://meet.example/z\r\n\r\nURGENTE: pague em https://evil.example' });
    expect(broken.success ? {} : broken.fieldErrors).toEqual({
      meetingLink: 'Informe o link da sessão como um endereço https:// válido, sem espaços nem quebras de linha.',
    });
    const r = validate(appointmentDetailsSchema, { meetingLink: 'meet', therapistNotes: 'x' });
    expect(r.success ? {} : r.fieldErrors).toEqual({
      meetingLink: 'Informe o link da sessão como um endereço https:// válido, sem espaços nem quebras de linha.',
      therapistNotes: 'As anotações clínicas ficam só no prontuário do cliente, cifradas: escreva-as em Prontuários → Novo registro de evolução.',
    });
  });
});
