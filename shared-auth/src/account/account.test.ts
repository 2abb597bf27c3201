import { CognitoIdentityProviderClient, DeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { getSessionTokens, setSession, useSession } from '../session/store';
import { CLIENTE, tokens, useTestConfig } from '../testing/fixtures';
import { downloadMyData, eraseMyAccount, registerSiteAccess } from './account';

type AnyCommand = { input: Record<string, unknown> };
const send = jest.spyOn(CognitoIdentityProviderClient.prototype, 'send') as unknown as jest.Mock<Promise<unknown>, [AnyCommand]>;
const fetchMock = jest.fn<Promise<Response>, [Request]>();
const order: string[] = [];

beforeEach(() => {
  localStorage.clear();
  useTestConfig();
  useSession.setState({ user: null, tokens: null });
  send.mockReset();
  fetchMock.mockReset();
  order.length = 0;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockImplementation(async (request) => {
    order.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.method === 'DELETE') return new Response(null, { status: 204 });
    return new Response(JSON.stringify({ conta: { id: CLIENTE.id } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  send.mockImplementation(async (command) => {
    order.push(command.constructor.name);
    return {};
  });
});
afterAll(() => send.mockRestore());

describe('eraseMyAccount', () => {
  it('erases at the api first, then deletes the identity user with the access token, then ends the session', async () => {
    setSession(CLIENTE, tokens({ accessToken: 'acesso-1' }));
    await eraseMyAccount();
    expect(order).toEqual(['DELETE /me', 'DeleteUserCommand']);
    const command = send.mock.calls[0]![0];
    expect(command).toBeInstanceOf(DeleteUserCommand);
    expect(command.input).toEqual({ AccessToken: 'acesso-1' });
    expect(fetchMock.mock.calls[0]![0].headers.get('authorization')).toMatch(/^Bearer /);
    expect(getSessionTokens()).toBeNull();
  });

  it('when the api refuses, nothing is deleted at the identity provider', async () => {
    setSession(CLIENTE, tokens());
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ message: 'Serviço temporariamente indisponível.' }), { status: 503 }));
    await expect(eraseMyAccount()).rejects.toThrow();
    expect(send).not.toHaveBeenCalled();
    expect(getSessionTokens()).not.toBeNull();
  });

  it('refuses without a session', async () => {
    await expect(eraseMyAccount()).rejects.toThrow('Usuário não autenticado');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('downloadMyData', () => {
  it('saves GET /me/export as acolhe-meus-dados.json', async () => {
    setSession(CLIENTE, tokens());
    const created: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this);
    });
    URL.createObjectURL = jest.fn(() => 'blob:acolhe/1');
    URL.revokeObjectURL = jest.fn();
    await downloadMyData();
    expect(order).toEqual(['GET /me/export']);
    expect(created).toHaveLength(1);
    expect(created[0]!.download).toBe('acolhe-meus-dados.json');
    expect(created[0]!.href).toBe('blob:acolhe/1');
    click.mockRestore();
  });
});

describe('registerSiteAccess (POST /me/acesso)', () => {
  const sent: string[] = [];
  // like a real fetch, the mock reads the request body (ky's clone for retries waits for it)
  const answer = (body: unknown, status = 200) =>
    fetchMock.mockImplementation(async (request) => {
      order.push(`${request.method} ${new URL(request.url).pathname}`);
      sent.push(await request.text());
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });

  it("answers the api's primeiroAcesso, signed in", async () => {
    setSession(CLIENTE, tokens());
    answer({ primeiroAcesso: true });
    await expect(registerSiteAccess()).resolves.toBe(true);
    expect(order).toEqual(['POST /me/acesso']);
    // a JSON body (the api refuses a JSON content type with an empty body)
    expect(sent[0]).toBe('{}');
    answer({ primeiroAcesso: false });
    await expect(registerSiteAccess()).resolves.toBe(false);
  });

  it('null when the api cannot say (an error, or an answer of another shape): the caller falls back', async () => {
    setSession(CLIENTE, tokens());
    answer({ message: 'Serviço temporariamente indisponível.' }, 503);
    await expect(registerSiteAccess()).resolves.toBeNull();
    answer({ primeiroAcesso: 'sim' });
    await expect(registerSiteAccess()).resolves.toBeNull();
  });
});
