// Mantine's global styles load from the entry: in production a <link> in index.html's <head>,
// fetched in parallel with the scripts. Each component's stylesheet comes with the module that
// imports the component (tooling/webpack/mantine-css), in the chunk that needs it.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './styles/focus.css';
import { inStages } from './boot/inStages';

// Async boundary: shared singletons (React, Mantine, the session) are negotiated by the
// Module Federation runtime before any of them is evaluated. Then they are evaluated one library
// per task (boot/inStages.ts), the libraries first and the bootstrap (the app itself) last; every
// import here is among the boot scripts index.html already holds (tooling/webpack/boot-scripts.cjs).
inStages([
  () => import('react-dom/client'),
  () => import('@acolhe/shared-auth'),
  () => import('@acolhe/shared-ui'),
  () => import('./bootstrap'),
]).catch((error: unknown) => console.error('[acolhe] o site não pôde iniciar', error));
