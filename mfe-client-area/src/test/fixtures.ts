import { minutesToTime, timeToMinutes, type Appointment, type Client, type OfficeAddress, type SessionPayment, type SessionUser } from '@acolhe/shared-domain';

export const CLIENT_ID = 'c1';

export const CLIENT_USER: SessionUser = {
  id: CLIENT_ID,
  name: 'Rafael Lima',
  email: 'rafael@acolhe.com.br',
  tipo: 'cliente',
  image: '',
};

export const OFFICE: OfficeAddress = {
  zipCode: '01304001',
  street: 'Rua Augusta',
  number: '1200',
  complement: 'sala 4',
  neighborhood: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
};

/** An appointment as the api answers it; the end follows the start and the length unless given. */
export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  const time = overrides.time ?? '14:00';
  const durationMinutes = overrides.durationMinutes ?? 50;
  return {
    id: 'a1',
    therapistId: 't1',
    therapistName: 'Marina Duarte',
    clientId: CLIENT_ID,
    clientName: 'Rafael Lima',
    cliente: { name: 'Rafael Lima' },
    date: '2030-03-05',
    time: '14:00',
    status: 'PENDING',
    notes: '',
    createdAt: '2030-03-01T10:00:00.000Z',
    meetingLink: '',
    modality: 'online',
    durationMinutes,
    endTime: minutesToTime(timeToMinutes(time) + durationMinutes),
    lateCancellation: false,
    ...overrides,
  };
}

export function client(overrides: Partial<Client> = {}): Client {
  return {
    id: CLIENT_ID,
    name: 'Rafael Lima',
    email: 'rafael@acolhe.com.br',
    image: '',
    gender: 'male',
    birthDate: '1990-03-05',
    phone: '11987654321',
    city: 'São Paulo',
    state: 'SP',
    cpf: '52998224725',
    zipCode: '01310100',
    street: 'Avenida Paulista',
    number: '1578',
    complement: 'apto 42',
    neighborhood: 'Bela Vista',
    ...overrides,
  };
}

/** A session's payment as the api answers it: R$ 180 by Pix, not yet paid (of session 'a1'). */
export function sessionPayment(overrides: Partial<SessionPayment> = {}): SessionPayment {
  return {
    sessaoId: 'a1',
    gratuita: false,
    valor: 180,
    estado: 'pendente',
    forma: 'pix',
    linkPagamento: '',
    pixDisponivel: true,
    informadoEm: null,
    confirmadoEm: null,
    canceladaEm: null,
    ...overrides,
  };
}
