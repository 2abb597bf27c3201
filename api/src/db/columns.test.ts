import { firstRowOf, fromColumnNames, toColumnNames } from './columns';
import { notificacoes, sessoes } from './schema';

describe('rows by column name (for SQL drizzle does not build)', () => {
  it('names each value by its column, dates as the driver takes them, json as a value', () => {
    const startsAt = new Date('2030-02-04T11:00:00.000Z');
    expect(toColumnNames(sessoes, { terapeutaId: 't', startsAt, date: '2030-02-04', paymentMethod: null, notes: undefined })).toEqual({
      terapeuta_id: 't',
      starts_at: '2030-02-04T11:00:00.000Z',
      date: '2030-02-04',
      payment_method: null,
    });
    // inside one JSON document the payload must stay an object, not a string of JSON
    expect(JSON.parse(JSON.stringify(toColumnNames(notificacoes, { payload: { data: '2030-02-04' } })))).toEqual({ payload: { data: '2030-02-04' } });
  });

  it('refuses a property that is not a column', () => {
    expect(() => toColumnNames(sessoes, { nope: 1 } as never)).toThrow('nope is not a column');
  });

  it('reads a raw row back as the schema model: instants as Date, absent columns null', () => {
    const row = fromColumnNames(sessoes, { id: 's', terapeuta_id: 't', starts_at: '2030-02-04 11:00:00+00', duration_minutes: 50, late_cancellation: false });
    expect(row.id).toBe('s');
    expect(row.terapeutaId).toBe('t');
    expect(row.startsAt).toEqual(new Date('2030-02-04T11:00:00.000Z'));
    expect(row.durationMinutes).toBe(50);
    expect(row.lateCancellation).toBe(false);
    expect(row.paymentMethod).toBeNull();
  });

  it("reads the first row of either driver's answer, and says so when there is none", () => {
    expect(firstRowOf(sessoes, { rows: [{ id: 'a' }, { id: 'b' }] }).id).toBe('a');
    expect(() => firstRowOf(sessoes, { rows: [] })).toThrow('no row');
  });
});
