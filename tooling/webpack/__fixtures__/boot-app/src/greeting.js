export const greeting = 'Olá';
