import * as v from 'valibot';
import { EMPTY_OFFICE_ADDRESS, type privateTherapistAnswer, type Review, type SessionUser } from '@acolhe/shared-domain';
import type { ListedTherapist, TherapistView } from '../api/hooks';

/** A therapist as the fake api holds it: the list's fields, and the profile's reviews when it has any. */
export type TherapistRecord = ListedTherapist & Partial<Pick<TherapistView, 'reviews' | 'canReview'>>;

export const CLIENTE: SessionUser = { id: 'c-1', name: 'Rafael Lima', email: 'rafael@exemplo.com', tipo: 'cliente', image: '' };
export const TERAPEUTA: SessionUser = { id: 't-9', name: 'Paula Reis', email: 'paula@exemplo.com', tipo: 'terapeuta', image: '' };

export function therapist(over: Partial<TherapistRecord> = {}): TherapistRecord & Pick<TherapistView, 'reviews'> {
  return {
    id: 't-1',
    fullName: 'Marina Duarte',
    title: 'Psicóloga clínica',
    specialty: 'Terapia Cognitivo-Comportamental',
    specialties: [
      { id: 'ansiedade', name: 'Ansiedade' },
      { id: 'depressao', name: 'Depressão' },
      { id: 'tcc', name: 'TCC' },
      { id: 'luto', name: 'Luto' },
      { id: 'casais', name: 'Casais' },
    ],
    rating: 4.75,
    reviewCount: 12,
    price: 150,
    sessionPrice: 150,
    sessionDuration: 50,
    sessionFormats: ['online', 'presencial'],
    sessionTypes: ['individual'],
    languages: ['portugues', 'ingles'],
    location: 'São Paulo, SP',
    city: 'São Paulo',
    state: 'SP',
    profileImageUrl: '',
    image: '',
    description: 'Atendimento acolhedor para adultos.',
    bio: 'Psicóloga há 10 anos, com foco em ansiedade.',
    approach: 'Terapia Cognitivo-Comportamental.',
    approaches: ['tcc'],
    nextAvailable: null,
    education: [{ id: 'e1', degree: 'Psicologia', institution: 'USP', year: '2014' }],
    youtubeVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    freeFirstSession: false,
    crp: '06/123456',
    crpVerificadoEm: '2026-01-10',
    bufferMinutes: 10,
    minNoticeHours: 12,
    officeNeighborhood: 'Consolação',
    officeCity: 'São Paulo',
    reviews: [],
    ...over,
  };
}

/** GET /terapeutas/{id}, the owner's private read (privateTherapistAnswer) of that profile. */
export function privateRead(over: Partial<v.InferOutput<typeof privateTherapistAnswer>> = {}): v.InferOutput<typeof privateTherapistAnswer> {
  const { reviews: _reviews, nextAvailable: _next, canReview: _canReview, ...rest } = therapist();
  return {
    ...rest,
    approaches: rest.approaches ?? [],
    crpVerificadoEm: rest.crpVerificadoEm ?? null,
    publishable: true,
    missingForPublication: [],
    email: 'marina@exemplo.com',
    paymentLink: '',
    preferenciaSala: 'acolhe',
    gender: '',
    genderInSearch: false,
    cpf: '52998224725',
    birthDate: '',
    phone: '',
    officeAddress: { ...EMPTY_OFFICE_ADDRESS },
    profileComplete: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...over,
  };
}

/** A review as the fake api keeps it: the public shape plus who wrote it (never sent). */
export type FakeReview = Review & { authorId?: string };

export function review(over: Partial<FakeReview> = {}): FakeReview {
  return {
    id: 'r-1',
    terapeutaId: 't-1',
    authorId: 'c-outro',
    clientName: 'Ana S.',
    nota: 5,
    comentario: 'Excelente profissional, muito atenciosa.',
    dataAvaliacao: '2026-03-05',
    canEdit: false,
    verified: false,
    resposta: null,
    ...over,
  };
}
