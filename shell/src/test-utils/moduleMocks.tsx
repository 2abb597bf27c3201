// Stand-ins for jest.mock factories. A module of its own (nothing of the shell imported) because a
// factory loads it while the mocked package itself is being loaded:
//   jest.mock('@acolhe/shared-auth', () => jest.requireActual<ModuleMocks>('../test-utils/moduleMocks').sharedAuthWithMocked('login'));
import type * as SharedAuth from '@acolhe/shared-auth';

/** shared-auth as it is, but for the named functions, which are jest.fn() (set with jest.mocked). */
export function sharedAuthWithMocked(...names: (keyof typeof SharedAuth)[]): object {
  return { ...jest.requireActual<object>('@acolhe/shared-auth'), ...Object.fromEntries(names.map((name) => [name, jest.fn()])) };
}

/** shared-ui with the pages of remotes stood in for by a marker (test id "remote") naming the exposed module that would be mounted. */
export function sharedUiWithRemoteMarker(): object {
  return {
    ...jest.requireActual<object>('@acolhe/shared-ui'),
    RemoteComponent: ({ id }: { id: string }) => <div data-testid="remote">{id}</div>,
  };
}

export type ModuleMocks = { sharedAuthWithMocked: typeof sharedAuthWithMocked; sharedUiWithRemoteMarker: typeof sharedUiWithRemoteMarker };
