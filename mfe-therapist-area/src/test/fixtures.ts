import type { Appointment, Therapist } from '@acolhe/shared-domain';

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 'a1',
    therapistId: 't1',
    therapistName: 'Marina Duarte',
    clientId: 'c1',
    clientName: 'Rafael Lima',
    cliente: { name: 'Rafael Lima' },
    date: '2030-03-05',
    time: '14:00',
    status: 'PENDING',
    notes: '',
    createdAt: '2030-03-01T10:00:00.000Z',
    meetingLink: '',
    therapistNotes: '',
    ...overrides,
  };
}

/** A complete profile, as the private read returns it. */
export function therapist(overrides: Partial<Therapist> = {}): Therapist {
  return {
    id: 't1',
    fullName: 'Marina Duarte',
    title: 'Psicóloga',
    specialty: 'Terapia Cognitivo-Comportamental',
    specialties: [{ id: 'ansiedade', name: 'Ansiedade' }],
    rating: 4.5,
    reviewCount: 2,
    price: 180,
    sessionPrice: 180,
    sessionDuration: 50,
    sessionFormats: ['online'],
    sessionTypes: ['individual'],
    languages: ['portugues'],
    location: 'São Paulo, SP',
    city: 'São Paulo',
    state: 'SP',
    profileImageUrl: '',
    image: '',
    description: '',
    bio: 'Psicóloga clínica com dez anos de experiência.',
    approach: 'TCC',
    education: [{ id: 'e1', degree: 'Psicologia', institution: 'USP', year: '2012' }],
    youtubeVideoUrl: '',
    freeFirstSession: false,
    crp: '06/123456',
    gender: 'feminino',
    paymentLink: '',
    cpf: '52998224725',
    birthDate: '1988-04-10',
    phone: '11987654321',
    ...overrides,
  };
}
