import { serviceRows } from './overview';
import { therapist } from '../test/fixtures';

it('shows price in R$, duration, formats and languages in pt-BR, leaving empty rows out', () => {
  const rows = serviceRows(therapist({ sessionFormats: ['online', 'presencial'], languages: ['portugues', 'ingles'], crp: '' }));
  expect(rows).toEqual([
    { label: 'Valor por sessão', value: 'R$ 180,00' },
    { label: 'Duração da sessão', value: '50 minutos' },
    { label: 'Modalidades', value: 'Sessões online, Sessões presenciais' },
    { label: 'Tipos de sessão', value: 'Individual' },
    { label: 'Idiomas', value: 'Português, Inglês' },
    { label: 'Localização', value: 'São Paulo, SP' },
  ]);
});
