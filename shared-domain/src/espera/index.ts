// The waiting list (issue 46): its numbers, requests and answers, and the words and rules the
// booking, client and therapist rooms show it with.
export * from './rules';
export * from './schemas';
export * from './respostas';
export * from './textos';
export * from './palavras';
export * from './historico';
