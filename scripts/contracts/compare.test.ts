import { compareContracts, type BuiltManifest, type ContractCheckInput } from './compare';
import { modulesNamedIn } from './collect';

const lib = (name: string, version: string, requiredVersion = `^${version}`) => ({ name, version, requiredVersion, singleton: true });

const SHELL = { folder: 'shell', shared: [lib('react', '19.2.9'), lib('@tanstack/react-query', '5.108.0')] };

function booking(overrides: Partial<BuiltManifest> = {}): BuiltManifest {
  return {
    name: 'booking',
    folder: 'mfe-booking',
    exposes: ['AgendarPage', 'BookingCard'],
    shared: [lib('react', '19.2.9'), lib('@mantine/dates', '9.7.4')],
    ...overrides,
  };
}

const discovery = (overrides: Partial<BuiltManifest> = {}): BuiltManifest => ({
  name: 'discovery',
  folder: 'mfe-discovery',
  exposes: ['TerapeutaPerfilPage'],
  shared: [lib('react', '19.2.9'), lib('@mantine/dates', '9.7.4')],
  ...overrides,
});

function input(overrides: Partial<ContractCheckInput> = {}): ContractCheckInput {
  return {
    contract: { booking: ['AgendarPage', 'BookingCard'], discovery: ['TerapeutaPerfilPage'] },
    remotes: [booking(), discovery()],
    shell: SHELL,
    loads: [
      { module: 'booking/AgendarPage', by: 'shell (rota /agendar/:id)' },
      { module: 'booking/BookingCard', by: 'mfe-discovery/src/perfil/BookingCardSlot.tsx' },
      { module: 'discovery/TerapeutaPerfilPage', by: 'shell (rota /terapeuta/:id)' },
    ],
    ...overrides,
  };
}

describe('compareContracts', () => {
  it('no problem when manifests, loads and versions agree with the contract', () => {
    expect(compareContracts(input())).toEqual([]);
  });

  it('a renamed expose: the contract name is missing, the new one is undeclared, and its consumer is told', () => {
    const problems = compareContracts(input({ remotes: [booking({ exposes: ['AgendarPage', 'BookingWidget'] }), discovery()] }));
    expect(problems).toEqual([
      'booking (mfe-booking): não expõe BookingCard, que o contrato declara',
      'booking (mfe-booking): expõe BookingWidget, que o contrato não declara',
      'mfe-discovery/src/perfil/BookingCardSlot.tsx carrega booking/BookingCard, que booking (mfe-booking) não expõe',
    ]);
  });

  it('a dropped expose fails for the contract and for the shell route that loads it', () => {
    const problems = compareContracts(input({ remotes: [booking({ exposes: ['BookingCard'] }), discovery()] }));
    expect(problems).toEqual([
      'booking (mfe-booking): não expõe AgendarPage, que o contrato declara',
      'shell (rota /agendar/:id) carrega booking/AgendarPage, que booking (mfe-booking) não expõe',
    ]);
  });

  it('a load of a module nobody exposes, or of an unknown remote, fails', () => {
    const problems = compareContracts(
      input({ loads: [{ module: 'booking/Checkout', by: 'x.tsx' }, { module: 'payments/Checkout', by: 'y.tsx' }] }),
    );
    expect(problems).toEqual(['x.tsx carrega booking/Checkout, que booking (mfe-booking) não expõe', 'y.tsx carrega payments/Checkout, mas não há remoto payments']);
  });

  it('a remote missing from the build, or one outside the contract, fails', () => {
    const problems = compareContracts(input({ remotes: [booking(), { ...discovery(), name: 'descoberta' }], loads: [] }));
    expect(problems).toEqual([
      'discovery: nenhum manifesto construído com esse nome (o contrato declara TerapeutaPerfilPage)',
      'descoberta (mfe-discovery): remoto fora do contrato',
    ]);
  });

  it('a singleton the shell provides at a version outside the remote’s range fails', () => {
    const problems = compareContracts(input({ remotes: [booking({ shared: [lib('react', '19.3.0')] }), discovery()] }));
    expect(problems).toEqual(['booking (mfe-booking): pede react ^19.3.0, mas o shell fornece 19.2.9']);
  });

  it('a singleton the shell does not load must be satisfied by every other remote’s version', () => {
    const problems = compareContracts(input({ remotes: [booking({ shared: [lib('@mantine/dates', '9.8.0')] }), discovery()] }));
    expect(problems).toEqual([
      'booking (mfe-booking): pede @mantine/dates ^9.8.0; o shell não o carrega e discovery fornece 9.7.4 (quem carrega primeiro serve a todos)',
    ]);
  });

  it('a compatible newer shell, a non-singleton and an open range pass', () => {
    const shell = { folder: 'shell', shared: [lib('react', '19.4.1')] };
    const shared = [lib('react', '19.2.9'), { name: 'ky', version: '1.0.0', requiredVersion: '^2.0.0', singleton: false }, lib('zustand', '5.1.0', '*')];
    expect(compareContracts(input({ shell, remotes: [booking({ shared }), discovery({ shared: [] })] }))).toEqual([]);
  });
});

describe('modulesNamedIn', () => {
  it('finds exposedModule calls and quoted remote/Module ids, not prose or other strings', () => {
    const source = [
      "const CARD = exposedModule('booking', 'BookingCard');",
      '<RemoteComponent id="clientArea/ClienteDashboardPage" />',
      '// the profile page mounts `booking/BookingCard`',
      "const path = 'agendar/abc';",
    ].join('\n');
    expect(modulesNamedIn(source)).toEqual(['booking/BookingCard', 'clientArea/ClienteDashboardPage']);
  });
});
