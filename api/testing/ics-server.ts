// A tiny HTTP server on 127.0.0.1 serving one empty iCalendar file, for the suites that need an
// external calendar's address that answers (the security inventory's valid connect and sync of
// issue 45). One per test process, started on first use; it does not keep the process alive.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const EMPTY_CALENDAR = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Acolhe testes//PT', 'END:VCALENDAR', ''].join('\r\n');

let started: Promise<string> | undefined;

/** The address of an empty .ics on 127.0.0.1 (`http://127.0.0.1:<port>/agenda.ics`). */
export function emptyIcsUrl(): Promise<string> {
  started ??= new Promise((resolve) => {
    const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/calendar', connection: 'close' }).end(EMPTY_CALENDAR));
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/agenda.ics`);
    });
  });
  return started;
}
