import * as v from 'valibot';
import { EMPTY_OFFICE_ADDRESS, type privateTherapistAnswer, type publicProfileAnswer, type Review, type TherapistAppointment } from '@acolhe/shared-domain';

/** The owner's read as the api's contract answers it (privateTherapistAnswer). */
export type PrivateTherapist = v.InferOutput<typeof privateTherapistAnswer>;

export function appointment(overrides: Partial<TherapistAppointment> = {}): TherapistAppointment {
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
    modality: 'online',
    durationMinutes: 50,
    endTime: '14:50',
    lateCancellation: false,
    ...overrides,
  };
}

/** A complete profile, as the private read returns it. */
export function therapist(overrides: Partial<PrivateTherapist> = {}): PrivateTherapist {
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
    genderInSearch: false,
    paymentLink: '',
    cpf: '52998224725',
    birthDate: '1988-04-10',
    phone: '11987654321',
    bufferMinutes: 0,
    minNoticeHours: 12,
    officeNeighborhood: '',
    officeCity: '',
    officeAddress: { ...EMPTY_OFFICE_ADDRESS },
    approaches: [],
    crpVerificadoEm: '2030-01-10',
    email: 'terapeuta@x.com',
    preferenciaSala: 'acolhe',
    publishable: true,
    missingForPublication: [],
    profileComplete: true,
    createdAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /public-terapeutas/{id} of that profile: the public fields and its reviews (publicProfileAnswer). */
export function publicProfile(t: PrivateTherapist, reviews: Review[] = []): v.InferOutput<typeof publicProfileAnswer> {
  const {
    cpf: _cpf, birthDate: _birthDate, phone: _phone, paymentLink: _paymentLink, officeAddress: _officeAddress, gender: _gender, genderInSearch: _genderInSearch,
    preferenciaSala: _sala, publishable: _publishable, missingForPublication: _missing, email: _email, profileComplete: _complete,
    availability: _availability, createdAt: _createdAt, updatedAt: _updatedAt, ...rest
  } = t;
  return { ...rest, reviews };
}
