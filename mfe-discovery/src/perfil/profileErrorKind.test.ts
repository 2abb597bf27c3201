import { PROFILE_IN_PREPARATION_MESSAGE } from '@acolhe/shared-domain';
import { profileErrorKind } from './profileView';

describe('profileErrorKind (issue 30): a 404 from the api is not a failure to retry', () => {
  const kind = (status: number | undefined, message = '') => profileErrorKind(status, message, PROFILE_IN_PREPARATION_MESSAGE);
  it.each([
    [404, PROFILE_IN_PREPARATION_MESSAGE, 'preparing'],
    [404, 'Terapeuta não encontrado.', 'not-found'],
    [404, '', 'not-found'],
    [400, 'Id inválido.', 'not-found'],
    [500, '', 'failed'],
    [503, '', 'failed'],
    [undefined, '', 'failed'], // the network: no answer at all
  ] as const)('%s %j → %s', (status, message, expected) => {
    expect(kind(status, message)).toBe(expected);
  });
});
