import { screen, waitFor } from '@testing-library/react';
import { signOutEverywhere, SESSIONS_NOT_ENDED_MESSAGE } from '@acolhe/shared-auth';
import { renderInProviders } from '../testing';
import { loadToasts } from '../toasts/toasts';
import { SignOutEverywhereCard } from './SignOutEverywhereCard';
import { leavePage } from './useSignOutEverywhere';

jest.mock('@acolhe/shared-auth', () => ({
  ...jest.requireActual('@acolhe/shared-auth'),
  signOutEverywhere: jest.fn(),
}));
const signOutMock = jest.mocked(signOutEverywhere);

const setup = () => renderInProviders(<SignOutEverywhereCard />);

beforeAll(async () => {
  await loadToasts();
});
let go: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  go = jest.spyOn(leavePage, 'go').mockImplementation(() => {});
});
afterEach(() => go.mockRestore());

describe('SignOutEverywhereCard', () => {
  it("'Sair de todos os dispositivos' ends every session, then loads /login afresh", async () => {
    signOutMock.mockResolvedValue();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(signOutMock).toHaveBeenCalledTimes(1);
  });

  it('says so and stays when the sessions could not be ended', async () => {
    signOutMock.mockRejectedValue(new Error(SESSIONS_NOT_ENDED_MESSAGE));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    expect(await screen.findByText(SESSIONS_NOT_ENDED_MESSAGE)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });
});
