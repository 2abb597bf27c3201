// Mantine's global styles load from the entry: in production a <link> in index.html's <head>,
// fetched in parallel with the scripts. Each component's stylesheet comes with the module that
// imports the component (tooling/webpack/mantine-css), in the chunk that needs it.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// Async boundary: shared singletons (React, Mantine, the session) are negotiated by the
// Module Federation runtime before any of them is evaluated.
import('./bootstrap');
