// Builds the boot fixture (boot-app: index → import('./bootstrap'), React shared and used
// statically, dayjs shared but imported lazily, a lazy page) with a test's own mode, plugins and
// options, the way the webpack tests of this folder need it.
import { join } from 'node:path';
import webpack, { type Configuration } from 'webpack';

export const BOOT_FIXTURE = join(__dirname, 'boot-app');

/** Runs one production build of the fixture into `out`; rejects with webpack's errors. */
export async function buildBootFixture(out: string, config: Configuration & { output?: { uniqueName: string } }): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: BOOT_FIXTURE,
    entry: { main: './src/index.js' },
    ...config,
    output: { path: out, publicPath: '/', filename: '[name].js', chunkFilename: '[name].[contenthash:10].js', ...config.output },
    // React and dayjs as the shell has them (pnpm keeps them out of the root node_modules).
    resolve: { modules: [join(__dirname, '..', '..', '..', 'shell', 'node_modules'), 'node_modules'] },
    resolveLoader: { modules: [join(__dirname, '..', '..', '..', 'node_modules'), 'node_modules'] },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
}
