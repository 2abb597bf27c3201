// The waiting list (issue 46): its numbers, requests and answers.
export * from './rules';
export * from './schemas';
export * from './respostas';
