import { cacheControlFor } from './static-server';

describe('cache headers of the static servers', () => {
  it('revalidates entry files so a redeployed remote is picked up at once', () => {
    for (const path of ['/', '/index.html', '/main.js', '/remoteEntry.js', '/mf-manifest.json', '/terapeuta/123']) {
      expect(cacheControlFor(path)).toBe('no-cache');
    }
  });

  it('caches content-hashed chunks for a year', () => {
    expect(cacheControlFor('/__federation_expose_HomePage.3fa9c01b2d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/vendor.js')).toBe('no-cache');
  });
});
