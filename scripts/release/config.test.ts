import { join } from 'node:path';
import { isReleasePath, releaseSettings } from './config';

describe('release settings', () => {
  it('default to the local stack: under DATA_DIR, served on port 3005', () => {
    expect(releaseSettings({}, '/repo/.data')).toEqual({
      releasesDir: '/repo/.data/releases',
      remotesFile: '/repo/.data/remotes.json',
      historyFile: '/repo/.data/remotes.history.json',
      baseUrl: 'http://localhost:3005',
      port: 3005,
    });
  });

  it('follow the environment', () => {
    const env = { RELEASES_DIR: '/cdn/acolhe', REMOTES_FILE: '/srv/shell/remotes.json', RELEASES_BASE_URL: 'https://cdn.acolhe.com.br', RELEASES_PORT: '3405' };
    expect(releaseSettings(env, '/repo/.data')).toEqual({
      releasesDir: '/cdn/acolhe',
      remotesFile: '/srv/shell/remotes.json',
      historyFile: '/srv/shell/remotes.history.json',
      baseUrl: 'https://cdn.acolhe.com.br',
      port: 3405,
    });
    expect(releaseSettings({ RELEASES_PORT: '3408' }, '/d').baseUrl).toBe('http://localhost:3408');
    expect(releaseSettings({ RELEASES_DIR: 'rel' }, '/d').releasesDir).toBe(join(process.cwd(), 'rel'));
  });
});

describe('the paths the releases server answers', () => {
  it('are files of a <remote>/<version>/ folder', () => {
    for (const path of ['/booking/3fa9c01b2d4e/mf-manifest.json', '/therapistArea/3fa9c01b2d4e/assets/logo.1234567890.svg', '/booking/3fa9c01b2d4e/release.json']) {
      expect(isReleasePath(path)).toBe(true);
    }
  });

  it('are never the staging folder, a listing, a dotfile or a way out', () => {
    for (const path of [
      '/',
      '/booking/',
      '/booking/3fa9c01b2d4e/',
      '/booking/3fa9c01b2d4e',
      '/.staging/booking-1/mf-manifest.json',
      '/booking/latest/mf-manifest.json',
      '/booking/3fa9c01b2d4e/.hidden',
      '/booking/3fa9c01b2d4e/../../remotes.json',
      '/booking/3fa9c01b2d4e/%2e%2e/%2e%2e/remotes.json',
      '/booking/3fa9c01b2d4e/a%2f..%2f..%2fx',
      '/booking/3fa9c01b2d4e/%E0%A4%A',
      '/../booking/3fa9c01b2d4e/x.js',
    ]) {
      expect(isReleasePath(path)).toBe(false);
    }
  });
});
