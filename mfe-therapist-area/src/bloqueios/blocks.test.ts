import type { AgendaBlock } from '@acolhe/shared-domain';
import {
  EMPTY_EXTRA,
  EMPTY_PERIOD,
  blockRangeText,
  extraFieldErrors,
  extraToBlock,
  nextDate,
  periodFieldErrors,
  periodToBlock,
  sortBlocks,
  validateBlock,
} from './blocks';

const block = (start: string, end: string, over: Partial<AgendaBlock> = {}): AgendaBlock => ({ id: start, start, end, reason: '', kind: 'bloqueio', ...over });

it('a vacation week (no times) runs from the first day at 00:00 to midnight after the last one', () => {
  expect(periodToBlock({ ...EMPTY_PERIOD, from: '2030-02-04', to: '2030-02-10', reason: ' Férias ' })).toEqual({
    start: '2030-02-04T00:00',
    end: '2030-02-11T00:00',
    reason: 'Férias',
    kind: 'bloqueio',
  });
  // one day, no 'até'
  expect(periodToBlock({ ...EMPTY_PERIOD, from: '2030-12-31' })).toMatchObject({ start: '2030-12-31T00:00', end: '2031-01-01T00:00' });
  expect(nextDate('2032-02-28')).toBe('2032-02-29');
  expect(nextDate('')).toBe('');
});

it('one afternoon: a date with times', () => {
  expect(periodToBlock({ ...EMPTY_PERIOD, from: '2030-02-05', startTime: '13:00', endTime: '18:00' })).toMatchObject({
    start: '2030-02-05T13:00',
    end: '2030-02-05T18:00',
  });
});

it('extra hours: one date with start and end', () => {
  expect(extraToBlock({ date: '2030-02-09', start: '09:00', end: '12:00', reason: '' })).toEqual({
    start: '2030-02-09T09:00',
    end: '2030-02-09T12:00',
    reason: '',
    kind: 'extra',
  });
});

it('validates with the shared schema and puts each message on the field to fix', () => {
  const noDate = periodToBlock(EMPTY_PERIOD);
  expect(validateBlock(noDate)).toEqual({ start: 'Informe o início do bloqueio (data e hora).', end: 'Informe o fim do bloqueio (data e hora).' });
  expect(periodFieldErrors(EMPTY_PERIOD, validateBlock(noDate))).toEqual({ from: 'Informe o início do bloqueio (data e hora).' });

  const backwards = { ...EMPTY_PERIOD, from: '2030-02-05', startTime: '18:00', endTime: '13:00' };
  expect(periodFieldErrors(backwards, validateBlock(periodToBlock(backwards)))).toEqual({ endTime: 'O fim deve ser depois do início.' });
  const datesBackwards = { ...EMPTY_PERIOD, from: '2030-02-10', to: '2030-02-04', startTime: '10:00', endTime: '' };
  expect(periodFieldErrors(datesBackwards, validateBlock(periodToBlock(datesBackwards)))).toEqual({ to: 'O fim deve ser depois do início.' });
  const halfTyped = { ...EMPTY_PERIOD, from: '2030-02-05', startTime: '13:0' };
  expect(periodFieldErrors(halfTyped, validateBlock(periodToBlock(halfTyped)))).toEqual({ startTime: 'Informe o início do bloqueio (data e hora).' });

  const extra = { ...EMPTY_EXTRA, date: '2030-02-09', start: '12:00', end: '09:00' };
  expect(extraFieldErrors(extra, validateBlock(extraToBlock(extra)))).toEqual({ end: 'O fim deve ser depois do início.' });
  expect(extraFieldErrors(EMPTY_EXTRA, validateBlock(extraToBlock(EMPTY_EXTRA)))).toEqual({ date: 'Informe o início do bloqueio (data e hora).' });
  expect(validateBlock({ ...extraToBlock({ ...extra, start: '09:00', end: '12:00' }), reason: 'x'.repeat(201) })).toEqual({
    reason: 'O motivo deve ter no máximo 200 caracteres.',
  });
  expect(validateBlock(extraToBlock({ ...extra, start: '09:00', end: '12:00' }))).toEqual({});
});

it('lists a block as dd/MM/yyyy HH:mm, whole days named as such, soonest first', () => {
  expect(blockRangeText(block('2030-02-05T13:00', '2030-02-05T18:00'))).toBe('05/02/2030 13:00 – 05/02/2030 18:00');
  // whole days read as days, never '04/02/2030 00:00 – 05/02/2030 00:00' (issue 30)
  expect(blockRangeText(block('2030-02-04T00:00', '2030-02-11T00:00'))).toBe('04/02/2030 a 10/02/2030 – dias inteiros');
  expect(blockRangeText(block('2030-12-15T00:00', '2030-12-16T00:00'))).toBe('15/12/2030 – dia inteiro');
  expect(blockRangeText(block('2030-02-04T00:00', '2030-02-04T18:00'))).toBe('04/02/2030 00:00 – 04/02/2030 18:00');
  expect(sortBlocks([block('2030-03-01T00:00', '2030-03-02T00:00'), block('2030-02-05T13:00', '2030-02-05T18:00')]).map((b) => b.start)).toEqual([
    '2030-02-05T13:00',
    '2030-03-01T00:00',
  ]);
});
