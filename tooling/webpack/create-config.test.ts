import { join } from 'node:path';

import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { createConfig } from './create-config.cjs';
import { BootScriptsPlugin } from './boot-scripts.cjs';

const shellDir = join(__dirname, '..', '..', 'shell');
const build = (mode: 'production' | 'development') => createConfig({ dir: shellDir, name: 'shell', port: 3000, title: 'Acolhe' })({}, { mode });

describe('createConfig', () => {
  it('minifies the stylesheets and lists the boot scripts in production builds', () => {
    const config = build('production');
    expect(config.optimization.minimizer.some((m: unknown) => m instanceof CssMinimizerPlugin)).toBe(true);
    expect(config.plugins.some((p: unknown) => p instanceof BootScriptsPlugin)).toBe(true);
  });

  it('leaves both out of development builds, whose chunk names change at every rebuild', () => {
    const config = build('development');
    expect(config.optimization.minimize).toBe(false);
    expect(config.plugins.some((p: unknown) => p instanceof BootScriptsPlugin)).toBe(false);
  });
});
