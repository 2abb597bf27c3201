// One webpack configuration for the shell (MF host) and every remote.
// Each app calls createConfig({ ... }) from its own webpack.config.cjs.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { EntryPlugin, NormalModuleReplacementPlugin } = require('webpack');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { sharedSingletons, SHARED_DATA_CACHE } = require('./shared.cjs');
const { BootScriptsPlugin } = require('./boot-scripts.cjs');
const { compressionPlugins } = require('./compression.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
const { facadeAliases } = require('./facades/aliases.cjs');
const { localRemotes, localRuntimeConfig } = require('../runtime/local.cjs');
const { earlyFetchScript, bootAfterPaintScript } = require('./inline-scripts.cjs');
const { MantineLayerOrderPlugin, isLayeredOrderWarning } = require('./mantine-css/layer-order-plugin.cjs');

const REFRESH_HOOK = require.resolve('./refresh-hook.cjs');
// Mantine's inline <style> (imported inside @mantine/core by a relative path, so no façade can
// replace it) as a hoistable style React puts in the head: facades/replacements/mantine-inline-styles.ts.
const inlineStylesInHead = () =>
  new NormalModuleReplacementPlugin(/[\\/]InlineStyles[\\/]InlineStyles\.(?:mjs|cjs|js)$/, require.resolve('./facades/replacements/mantine-inline-styles.ts'));
const MANTINE_STYLE_IMPORTS = require.resolve('./mantine-css/imports-loader.cjs');
const MANTINE_LAYER = require.resolve('./mantine-css/layer-loader.cjs');

/**
 * @param {object} opts
 * @param {string} opts.dir            the app's folder (__dirname)
 * @param {string} opts.name           MF container name (shell, discovery, booking, therapistArea, clientArea, operacao)
 * @param {number} opts.port           dev-server port
 * @param {Record<string,string>} [opts.exposes]  remote modules
 * @param {string} opts.title          html title of the standalone page
 * @param {{ entry?: string, exposes?: Record<string,string> }} [opts.server]
 *   the app's server build (dist/server/, production only): the shell's render entry, or the
 *   modules a remote renders on the server (its public pages). docs/decisions/0016-server-rendering.md.
 */
function createConfig({ dir, name, port, exposes, title, server }) {
  return (env, argv) => {
    const client = clientConfig({ dir, name, port, exposes, title }, env, argv);
    if (argv.mode !== 'production' || !server) return client;
    return [client, serverConfig({ dir, name, server })];
  };
}

/** How an app resolves modules, in both of its builds. */
function resolveFor(dir) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    // Workspace packages (shared-ui, shared-auth) resolve their React/Mantine peers from the app.
    modules: ['node_modules', path.join(dir, 'node_modules')],
    // The façades of the shared libraries (facades/README.md) reach the real packages here.
    alias: facadeAliases(),
  };
}

/** Our TypeScript and JSX, for the browser (es2020) or Node (es2022). */
function swcLoader({ target, development, refresh }) {
  return {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh } },
        target,
      },
    },
  };
}

/** The rule for our own modules (not node_modules): swc-loader, then `first` (loaders run last to first). */
function scriptRule(swc, ...first) {
  return { test: /\.[jt]sx?$/, exclude: /node_modules/, use: [swcLoader(swc), ...first] };
}

function clientConfig({ dir, name, port, exposes, title }, env, argv) {
  const production = argv.mode === 'production';
  // `webpack serve` (npm run dev, a remote's harness): React Fast Refresh, so an edited component
  // changes in place, state kept, without a page reload — in its harness and inside the shell,
  // where each remote's entry brings its own dev-server client and refresh runtime.
  const hot = !production && Boolean(env?.WEBPACK_SERVE);
  return {
    context: dir,
    entry: { main: './src/index.ts' },
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      // The shell answers every route with index.html, so its scripts need absolute URLs
      // (/main.js, not terapeuta/main.js); a remote's chunks resolve against its own origin.
      publicPath: exposes ? 'auto' : '/',
      // The MF runtime needs stable entry names; chunks carry the content hash (cache forever).
      filename: '[name].js',
      // With the content hash in development too: the private areas' Mantine façade is emitted as
      // two chunks of one name (its provided module and a fallback copy), which a bare '[name].js'
      // turned into a build error on every dev server.
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: name,
      // dist/server/ is the server build's, written by the other compiler of the same run.
      clean: { keep: /^server\// },
    },
    resolve: resolveFor(dir),
    module: {
      rules: [
        // First (loaders run last to first): the Mantine stylesheets the module's components
        // need, imported by the module itself (mantine-css/stylesheets.cjs).
        scriptRule({ target: 'es2020', development: !production, refresh: hot }, MANTINE_STYLE_IMPORTS),
        // Production: CSS in its own cacheable files, linked in <head> (never inside the JS);
        // development: injected by style-loader so it hot-reloads. Mantine's files each in
        // their cascade layer (mantine-css/layer-loader.cjs).
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader', MANTINE_LAYER] },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
        // Mantine's stylesheets ship unminified (~330 KB): esbuild trims them for the wire and the parser.
        new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify }),
      ],
    },
    performance: { hints: false },
    plugins: [
      // The hook first (an entry of every chunk group, as the refresh runtime's): refresh-hook.cjs.
      ...(hot
        ? [new EntryPlugin(dir, REFRESH_HOOK, { name: undefined }), new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, REFRESH_HOOK] })]
        : []),
      ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
      ...(production ? [new MantineLayerOrderPlugin()] : []),
      inlineStylesInHead(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {}, // remotes are registered at runtime from /remotes.json (shared-ui/src/federation/runtime.ts)
        shared: sharedSingletons(dir),
        // A singleton already loaded (the shell's) is used as is. The default, version-first,
        // downloads every registered remote's entry to compare versions before the first shared
        // load — three needless remoteEntry.js on every page — and with equal versions could
        // hand a lazily loaded singleton (react-query) to two consumers from two providers.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false, // type download/broker needs the network and never exits in dev
        experiments: {
          optimization: { target: 'web' }, // leaves out the runtime's Node.js paths
          ...externalRuntime({ production, remote: Boolean(exposes) }),
        },
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title,
        chunks: ['main'],
        publicPath: '/',
        earlyFetchScript: earlyFetchScript(),
        bootAfterPaintScript: bootAfterPaintScript(),
      }),
      // Production only: the dev server rebuilds chunks under new names at every change.
      ...(production ? [new BootScriptsPlugin()] : []),
      // Production only: the code a page runs as it loads is compiled off the main thread
      // (compile-hints.cjs).
      ...(production ? [new CompileHintsPlugin({ sharedOnLoad: [SHARED_DATA_CACHE] })] : []),
      // Production only: .br and .gz beside each text file (docs/deploy.md, "Compressed files").
      ...(production ? compressionPlugins() : []),
    ],
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(dir, 'public') },
      client: { overlay: false },
      // The same runtime files the local stack serves beside the shell.
      setupMiddlewares: (middlewares, server) => {
        server.app.get('/config.json', (_req, res) => res.json(localRuntimeConfig()));
        server.app.get('/remotes.json', (_req, res) => res.json(localRemotes()));
        return middlewares;
      },
    },
    stats: 'errors-warnings',
    ignoreWarnings: [isLayeredOrderWarning],
  };
}

/**
 * The Module Federation runtime once per page (issue 47): in production the shell provides its
 * runtime core on a global (`provideExternalRuntime`) and each remote's build uses it
 * (`externalRuntime`) instead of carrying its own copy (~15 KB gzip in every remoteEntry.js). A
 * production remote is only ever loaded by the shell; on its own dev server (development) a remote
 * keeps its copy, and so does every server build (Node renders without the shell's page).
 */
function externalRuntime({ production, remote }) {
  if (!production) return {};
  return remote ? { externalRuntime: true } : { provideExternalRuntime: true };
}

const SERVER_CSS = require.resolve('./server-css-loader.cjs');

/**
 * The Node build of an app (docs/decisions/0016-server-rendering.md): the same sources and shared
 * singletons, a CommonJS container whose chunks the shell's server fetches over HTTP
 * (@module-federation/node's runtime plugin), styles left to the browser build.
 */
function serverConfig({ dir, name, server }) {
  return {
    context: dir,
    entry: server.entry ? { main: server.entry } : {},
    mode: 'production',
    devtool: false,
    target: 'async-node',
    output: {
      path: path.join(dir, 'dist', 'server'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: resolveFor(dir),
    module: {
      rules: [
        scriptRule({ target: 'es2022', development: false, refresh: false }),
        // The page's stylesheets are the browser build's (the server links them from its manifest).
        { test: /\.css$/, use: [SERVER_CSS] },
      ],
    },
    // Readable stack traces in the server's log; size does not matter here.
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      inlineStylesInHead(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: server.exposes ?? {},
        remotes: {},
        shared: sharedSingletons(dir),
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    ],
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig, externalRuntime };
