// The pure half of the contracts check (check.ts): the contract, the built manifests and what the
// shell and the remotes load in, the problems out (pt-BR, one line each). Three kinds:
//   (a) a remote's manifest exposes other modules than the contract declares (renamed, dropped, extra);
//   (b) a module the shell or another remote loads is not in that remote's manifest;
//   (c) a shared singleton a remote requires is not satisfied by the version the shell provides
//       (or, for one the shell does not load, by the version another remote provides: with the
//       `loaded-first` strategy whichever loads first serves every remote).
import semver from 'semver';

export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** What the check reads from one built `mf-manifest.json`. */
export interface BuiltManifest {
  /** the container name (`booking`), the contract's remote name */
  name: string;
  /** the folder it was built in, for messages */
  folder: string;
  exposes: string[];
  shared: SharedEntry[];
}

/** One place that loads a remote module: `booking/BookingCard` by `mfe-discovery/src/perfil/BookingCardSlot.tsx`. */
export interface ModuleLoad {
  module: string;
  by: string;
}

export interface ContractCheckInput {
  /** remote → the module names the contract declares */
  contract: Record<string, readonly string[]>;
  remotes: BuiltManifest[];
  shell: Pick<BuiltManifest, 'folder' | 'shared'>;
  loads: ModuleLoad[];
}

export function compareContracts({ contract, remotes, shell, loads }: ContractCheckInput): string[] {
  return [...exposesProblems(contract, remotes), ...loadProblems(remotes, loads), ...sharedProblems(remotes, shell)];
}

function exposesProblems(contract: Record<string, readonly string[]>, remotes: BuiltManifest[]): string[] {
  const problems: string[] = [];
  for (const [remote, declared] of Object.entries(contract)) {
    const manifest = remotes.find((m) => m.name === remote);
    if (!manifest) {
      problems.push(`${remote}: nenhum manifesto construído com esse nome (o contrato declara ${declared.join(', ')})`);
      continue;
    }
    const missing = declared.filter((name) => !manifest.exposes.includes(name));
    const extra = manifest.exposes.filter((name) => !declared.includes(name));
    for (const name of missing) problems.push(`${remote} (${manifest.folder}): não expõe ${name}, que o contrato declara`);
    for (const name of extra) problems.push(`${remote} (${manifest.folder}): expõe ${name}, que o contrato não declara`);
  }
  for (const manifest of remotes) {
    if (!Object.hasOwn(contract, manifest.name)) problems.push(`${manifest.name} (${manifest.folder}): remoto fora do contrato`);
  }
  return problems;
}

function loadProblems(remotes: BuiltManifest[], loads: ModuleLoad[]): string[] {
  return loads.flatMap(({ module, by }) => {
    const [remote = '', name = ''] = module.split('/');
    const manifest = remotes.find((m) => m.name === remote);
    if (!manifest) return [`${by} carrega ${module}, mas não há remoto ${remote}`];
    return manifest.exposes.includes(name) ? [] : [`${by} carrega ${module}, que ${remote} (${manifest.folder}) não expõe`];
  });
}

function sharedProblems(remotes: BuiltManifest[], shell: ContractCheckInput['shell']): string[] {
  const problems: string[] = [];
  const shellVersion = (name: string) => shell.shared.find((s) => s.name === name)?.version;
  for (const manifest of remotes) {
    for (const lib of manifest.shared) {
      const range = lib.requiredVersion;
      if (!lib.singleton || !range || range === '*') continue;
      const provided = shellVersion(lib.name);
      if (provided !== undefined) {
        if (!satisfied(provided, range)) {
          problems.push(`${manifest.name} (${manifest.folder}): pede ${lib.name} ${range}, mas o shell fornece ${provided}`);
        }
        continue;
      }
      for (const other of remotes) {
        const version = other.shared.find((s) => s.name === lib.name)?.version;
        if (other === manifest || version === undefined || satisfied(version, range)) continue;
        problems.push(
          `${manifest.name} (${manifest.folder}): pede ${lib.name} ${range}; o shell não o carrega e ${other.name} fornece ${version} (quem carrega primeiro serve a todos)`,
        );
      }
    }
  }
  return problems;
}

function satisfied(version: string, range: string): boolean {
  return semver.valid(version) !== null && semver.satisfies(version, range);
}
