import {
  BROWSER_EVENTS,
  QUERY_KEY_ROOTS,
  REMOTE_NAMES,
  STORAGE_KEYS,
  belongsTo,
  exposedModule,
  exposedNames,
  isExposedModule,
  mentionsId,
  readOf,
  staleAfterSessionChange,
  showsAppointments,
  showsSlots,
  staleAfterAppointmentChange,
  tokensStorageKey,
  tutorialProgressStorageKey,
} from './index';

describe('remotes', () => {
  it('names the five remotes by their container names and what each exposes', () => {
    expect(REMOTE_NAMES).toEqual(['discovery', 'booking', 'therapistArea', 'clientArea', 'operacao']);
    expect(exposedNames('operacao')).toEqual(['OperacaoPage']);
    expect(exposedNames('booking')).toEqual(['AgendarPage', 'BookingCard', 'SalaPage']);
    expect(exposedModule('booking', 'BookingCard')).toBe('booking/BookingCard');
  });

  it('recognises only declared modules', () => {
    expect(isExposedModule('booking/BookingCard')).toBe(true);
    expect(isExposedModule('discovery/HomePage')).toBe(true);
    expect(isExposedModule('booking/BookingCardV2')).toBe(false);
    expect(isExposedModule('booking/HomePage')).toBe(false);
    expect(isExposedModule('checkout/BookingCard')).toBe(false);
    expect(isExposedModule('booking/BookingCard/extra')).toBe(false);
    expect(isExposedModule('booking/toString')).toBe(false);
  });
});

describe('query keys', () => {
  const T = 't-1';
  it('appointment lists are [root, "sessoes", …] in any room', () => {
    expect(showsAppointments([QUERY_KEY_ROOTS.clientArea, 'sessoes'])).toBe(true);
    expect(showsAppointments([QUERY_KEY_ROOTS.therapistArea, 'sessoes'])).toBe(true);
    expect(showsAppointments(['sessoes', 'cliente'])).toBe(false);
    expect(showsAppointments([QUERY_KEY_ROOTS.therapistArea, 'appointments'])).toBe(false);
  });

  it('slot calendars are [root, "slots-mes", therapistId, …]', () => {
    expect(showsSlots([QUERY_KEY_ROOTS.booking, 'slots-mes', T, 2026, 11])).toBe(true);
    expect(showsSlots([QUERY_KEY_ROOTS.booking, 'slots-mes', T, 2026, 11], T)).toBe(true);
    expect(showsSlots([QUERY_KEY_ROOTS.booking, 'slots-mes', 't-10', 2026, 11], T)).toBe(false);
    expect(showsSlots([QUERY_KEY_ROOTS.booking, 'public-terapeuta', T], T)).toBe(false);
  });

  it('a changed appointment makes every list and the calendars of its therapist stale, nothing else', () => {
    expect(staleAfterAppointmentChange([QUERY_KEY_ROOTS.clientArea, 'sessoes'], T)).toBe(true);
    expect(staleAfterAppointmentChange([QUERY_KEY_ROOTS.therapistArea, 'sessoes'], T)).toBe(true);
    expect(staleAfterAppointmentChange([QUERY_KEY_ROOTS.therapistArea, 'slots-mes', T, 2026, 11], T)).toBe(true);
    expect(staleAfterAppointmentChange([QUERY_KEY_ROOTS.therapistArea, 'slots-mes', 't-2', 2026, 11], T)).toBe(false);
    expect(staleAfterAppointmentChange([QUERY_KEY_ROOTS.therapistArea, 'slots-mes', 't-2', 2026, 11])).toBe(true);
    expect(staleAfterAppointmentChange([QUERY_KEY_ROOTS.discovery, 'perfil', T], T)).toBe(false);
  });

  it('finds an id anywhere in a key (plain part or inside an object part)', () => {
    expect(mentionsId(['public-therapist', 't1'], 't1')).toBe(true);
    expect(mentionsId(['slots', { therapistId: 't1', year: 2030, month: 3 }], 't1')).toBe(true);
    expect(mentionsId(['slots', { therapistId: 't10' }], 't1')).toBe(false);
    expect(mentionsId(['public-therapist', 't10'], 't1')).toBe(false);
  });

  it('roots are distinct, and a key belongs to the room of its first part', () => {
    expect(new Set(Object.values(QUERY_KEY_ROOTS)).size).toBe(Object.keys(QUERY_KEY_ROOTS).length);
    expect(belongsTo(['therapist-area', 'sessoes'], 'therapistArea')).toBe(true);
    expect(belongsTo(['client-area', 'sessoes'], 'therapistArea')).toBe(false);
  });
});

describe('browser names', () => {
  it('keeps the names already in users’ browsers', () => {
    expect(BROWSER_EVENTS).toEqual({ login: 'userLogin', logout: 'userLogout', sessionExpired: 'sessionExpired' });
    expect(STORAGE_KEYS).toEqual({
      currentUser: 'current_user',
      authUser: 'auth_user',
      pendingBooking: 'acolhe:pending_booking',
      remoteOverrides: 'acolhe:remotes',
      newAccounts: 'acolhe:contas_novas',
    });
    expect(tokensStorageKey('abc')).toBe('CognitoIdentityServiceProvider.abc.tokens');
    expect(tutorialProgressStorageKey('clientes')).toBe('acolhe:tutorial-clientes:concluidos');
  });

  it('no two rooms share a storage key', () => {
    const keys = [...Object.values(STORAGE_KEYS), tutorialProgressStorageKey('clientes'), tutorialProgressStorageKey('terapeutas')];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the keys of the operation table (issue 42)', () => {
  const T = 't-1';
  it('names the read of a key, and nothing for a key that is not one', () => {
    expect(readOf(['listMonthSlots', { id: T }, { year: '2030', month: '1' }])).toBe('listMonthSlots');
    expect(readOf([{ id: T }])).toBeUndefined();
  });

  it('a changed session makes every read of sessions and the calendars of its therapist stale, nothing else', () => {
    expect(staleAfterSessionChange(['listClientSessions'], T)).toBe(true);
    expect(staleAfterSessionChange(['listTherapistSessions'], T)).toBe(true);
    expect(staleAfterSessionChange(['getSeries', { id: 's1' }], T)).toBe(true);
    // a freed or taken time changes the waiting list's offers and places (issue 46)
    expect(staleAfterSessionChange(['listMyWaitingLists'], T)).toBe(true);
    expect(staleAfterSessionChange(['getTherapistWaitingList', { therapistId: T }], T)).toBe(true);
    expect(staleAfterSessionChange(['listMonthSlots', { id: T }, { year: '2030', month: '1' }], T)).toBe(true);
    expect(staleAfterSessionChange(['listMonthSlots', { id: 't-2' }, { year: '2030', month: '1' }], T)).toBe(false);
    expect(staleAfterSessionChange(['listMonthSlots', { id: 't-2' }, { year: '2030', month: '1' }])).toBe(true);
    expect(staleAfterSessionChange(['getPublicProfile', { id: T }], T)).toBe(false);
    expect(staleAfterSessionChange([{ id: T }], T)).toBe(false);
  });
});
