// The command lines of `npm run release|repoint|rollback` (docs/deploy.md), parsed and checked
// before anything touches a file.
import { parseRemote, parseVersion, ReleaseError, type RemoteRef } from './names';

export type Command =
  | ({ command: 'release'; dist?: string } & RemoteRef)
  | ({ command: 'repoint'; version: string } & RemoteRef)
  | ({ command: 'rollback' } & RemoteRef);

export const USAGE = `uso:
  npm run release -- <remoto> [--dist <pasta já construída>]
  npm run repoint -- <remoto> <versão>
  npm run rollback -- <remoto>`;

function positional(args: readonly string[], count: number, what: string): string[] {
  const flag = args.find((a) => a.startsWith('-'));
  if (flag) throw new ReleaseError(`opção desconhecida: ${flag}\n${USAGE}`);
  if (args.length > count) throw new ReleaseError(`argumentos demais para ${what}: ${args.slice(count).join(' ')}\n${USAGE}`);
  return [...args];
}

/** `release|repoint|rollback` and its arguments, given the workspace's remotes (name → folder). */
export function parseCommand(argv: readonly string[], folders: Readonly<Record<string, string>>): Command {
  const [command, ...rest] = argv;
  switch (command) {
    case 'release': {
      const at = rest.indexOf('--dist');
      let dist: string | undefined;
      const others = [...rest];
      if (at !== -1) {
        dist = rest[at + 1];
        if (!dist || dist.startsWith('-')) throw new ReleaseError(`--dist precisa de uma pasta.\n${USAGE}`);
        others.splice(at, 2);
      }
      const [remote] = positional(others, 1, 'release');
      return { command, ...parseRemote(remote, folders), ...(dist ? { dist } : {}) };
    }
    case 'repoint': {
      const [remote, version] = positional(rest, 2, 'repoint');
      const ref = parseRemote(remote, folders);
      return { command, ...ref, version: parseVersion(version) };
    }
    case 'rollback': {
      const [remote] = positional(rest, 1, 'rollback');
      return { command, ...parseRemote(remote, folders) };
    }
    default:
      throw new ReleaseError(`comando desconhecido: ${JSON.stringify(command ?? '')}\n${USAGE}`);
  }
}
