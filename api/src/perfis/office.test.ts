// The office-address policy (office.ts): who sees which part of a therapist's office.
import { officeAddressFor, placeFor, type OfficeRow } from './office';

const office: OfficeRow = {
  officeZipCode: '01310100',
  officeStreet: 'Avenida Paulista',
  officeNumber: '1000',
  officeComplement: 'sala 12',
  officeNeighborhood: 'Bela Vista',
  officeCity: 'São Paulo',
  officeState: 'SP',
};
const presencial = (status: string) => ({ status, modality: 'presencial', meetingLink: '' });

describe('officeAddressFor', () => {
  it('shows a client the whole address of a CONFIRMED presencial session only', () => {
    expect(officeAddressFor('cliente', presencial('CONFIRMED'), office)).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'sala 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    for (const status of ['PENDING', 'REJECTED', 'CANCELLED', 'COMPLETED']) {
      expect(officeAddressFor('cliente', presencial(status), office)).toBeUndefined();
    }
  });

  it('shows the therapist their own office whatever the status (their calendar keeps completed sessions)', () => {
    for (const status of ['PENDING', 'CONFIRMED', 'COMPLETED']) {
      expect(officeAddressFor('terapeuta', presencial(status), office)?.street).toBe('Avenida Paulista');
    }
  });

  it('gives nobody an office for an online session, nor without one', () => {
    expect(officeAddressFor('cliente', { status: 'CONFIRMED', modality: 'online' }, office)).toBeUndefined();
    expect(officeAddressFor('terapeuta', { status: 'CONFIRMED', modality: 'online' }, office)).toBeUndefined();
    expect(officeAddressFor('cliente', presencial('CONFIRMED'), null)).toBeUndefined();
  });
});

describe('placeFor', () => {
  it('is the meeting link of an online session, trimmed (none when empty)', () => {
    expect(placeFor('cliente', { status: 'CONFIRMED', modality: 'online', meetingLink: ' https://meet.exemplo/a ' }, office)).toBe('https://meet.exemplo/a');
    expect(placeFor('cliente', { status: 'CONFIRMED', modality: 'online', meetingLink: '' }, office)).toBeUndefined();
  });

  it('is the office in one line where the viewer may see it and it is complete', () => {
    expect(placeFor('cliente', presencial('CONFIRMED'), office)).toContain('Avenida Paulista, 1000');
    expect(placeFor('cliente', presencial('PENDING'), office)).toBeUndefined();
    expect(placeFor('terapeuta', presencial('COMPLETED'), office)).toContain('Bela Vista');
    expect(placeFor('cliente', presencial('CONFIRMED'), { ...office, officeStreet: '' })).toBeUndefined();
  });
});
