import { parseCommand } from './args';
import { parseBaseUrl, releaseManifestUrl, ReleaseError } from './names';

const FOLDERS = { discovery: 'mfe-discovery', booking: 'mfe-booking', therapistArea: 'mfe-therapist-area' };
const parse = (line: string) => parseCommand(line.split(' ').filter(Boolean), FOLDERS);
const refusal = (line: string): string => {
  try {
    parse(line);
  } catch (error) {
    expect(error).toBeInstanceOf(ReleaseError);
    return (error as Error).message;
  }
  throw new Error(`aceito: ${line}`);
};

describe('the command lines of release, repoint and rollback', () => {
  it('reads each command, a remote by container name or by folder', () => {
    expect(parse('release booking')).toEqual({ command: 'release', remote: 'booking', folder: 'mfe-booking' });
    expect(parse('release mfe-therapist-area --dist /tmp/out')).toEqual({
      command: 'release',
      remote: 'therapistArea',
      folder: 'mfe-therapist-area',
      dist: '/tmp/out',
    });
    expect(parse('release --dist out booking')).toMatchObject({ remote: 'booking', dist: 'out' });
    expect(parse('repoint booking 3fa9c01b2d4e')).toEqual({ command: 'repoint', remote: 'booking', folder: 'mfe-booking', version: '3fa9c01b2d4e' });
    expect(parse('rollback discovery')).toEqual({ command: 'rollback', remote: 'discovery', folder: 'mfe-discovery' });
  });

  it('refuses unknown remotes, naming the known ones', () => {
    expect(refusal('release clientes')).toBe('remoto desconhecido: "clientes". Remotos: discovery, booking, therapistArea.');
    expect(refusal('rollback')).toContain('informe o remoto');
    expect(refusal('repoint Booking 3fa9c01b2d4e')).toContain('remoto desconhecido');
  });

  it('refuses path traversal in a remote name or a version', () => {
    for (const line of ['release ../booking', 'release booking/..', 'rollback ../../etc', 'repoint mfe-booking/../x 3fa9c01b2d4e']) {
      expect(refusal(line)).toContain('remoto desconhecido');
    }
    for (const version of ['../3fa9c01b2d', '3fa9c01b2d4e/..', '..', '3fa9c01b2d4e/../../x', '%2e%2e']) {
      expect(refusal(`repoint booking ${version}`)).toContain('versão inválida');
    }
  });

  it('accepts only the versions release prints: 12 lowercase hex digits', () => {
    for (const version of ['3fa9c01b2d4', '3fa9c01b2d4e0', '3FA9C01B2D4E', 'latest', '3fa9c01b2d4g']) {
      expect(refusal(`repoint booking ${version}`)).toContain('versão inválida');
    }
    expect(refusal('repoint booking')).toContain('informe a versão');
  });

  it('refuses extra arguments, unknown options and unknown commands', () => {
    expect(refusal('rollback booking 3fa9c01b2d4e')).toContain('argumentos demais');
    expect(refusal('repoint booking 3fa9c01b2d4e now')).toContain('argumentos demais');
    expect(refusal('release booking --force')).toContain('opção desconhecida: --force');
    expect(refusal('release booking --dist')).toContain('--dist precisa de uma pasta');
    expect(refusal('deploy booking')).toContain('comando desconhecido');
  });
});

describe('the releases base URL', () => {
  it('is an absolute http(s) URL, kept with its path and without a trailing slash', () => {
    expect(parseBaseUrl('http://localhost:3005')).toBe('http://localhost:3005');
    expect(parseBaseUrl('https://cdn.acolhe.com.br/releases/')).toBe('https://cdn.acolhe.com.br/releases');
    expect(releaseManifestUrl('https://cdn.acolhe.com.br/releases', 'booking', '3fa9c01b2d4e')).toBe(
      'https://cdn.acolhe.com.br/releases/booking/3fa9c01b2d4e/mf-manifest.json',
    );
  });

  it('refuses anything that is not a plain http(s) location', () => {
    for (const url of ['/releases', 'ftp://cdn.example/x', 'javascript:alert(1)', 'https://cdn.example/?v=1', 'https://cdn.example/#x', 'https://u:p@cdn.example/']) {
      expect(() => parseBaseUrl(url)).toThrow(ReleaseError);
    }
  });
});
