import { parseBrDate } from '@acolhe/shared-domain';
import { birthDateBounds, pickerYearEnabled } from './birthDate';
import { checkProfile, toFormValues } from './profileForm';
import { client } from '../test/fixtures';

describe('birth-date limits (product.md#validation/product.md#limits)', () => {
  const now = new Date('2026-06-15T12:00:00-03:00');
  const bounds = birthDateBounds(now);

  it('goes from 01/01/1900 to today', () => {
    expect(bounds.minDate).toBe('1900-01-01');
    expect(bounds.maxDate).toBe('2026-06-15');
  });

  it('offers the current year back 100 years in the year picker', () => {
    expect(pickerYearEnabled('2026-01-01', bounds)).toBe(true);
    expect(pickerYearEnabled('1926-01-01', bounds)).toBe(true);
    expect(pickerYearEnabled('1925-01-01', bounds)).toBe(false);
    expect(pickerYearEnabled('2027-01-01', bounds)).toBe(false);
  });

  it('reads typed dates as dd/MM/yyyy', () => {
    expect(parseBrDate('05/03/1990')).toBe('1990-03-05');
  });

  it('refuses a date in the future or before 1900 on save', () => {
    const base = toFormValues(client());
    const future = checkProfile({ ...base, birthDate: '2999-01-01' });
    expect(!future.success && future.fieldErrors.birthDate).toBe('A data de nascimento não pode ser no futuro.');
    const old = checkProfile({ ...base, birthDate: '1899-12-31' });
    expect(!old.success && old.fieldErrors.birthDate).toBe('A data de nascimento não pode ser anterior a 01/01/1900.');
    expect(checkProfile({ ...base, birthDate: '1900-01-01' }).success).toBe(true);
  });
});
