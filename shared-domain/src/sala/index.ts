// The private video room's protocol (issue 33 item 4): shared by the api and the room page.
export * from './constants';
export * from './janela';
export * from './mensagens';
export * from './protocolo';
export * from './respostas';
export * from './entrada';
