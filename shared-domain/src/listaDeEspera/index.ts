// The waiting list (issue 46): its words and rules, shared by the booking, client and therapist rooms.
export * from './textos';
export * from './regras';
