// The styles load from the entry: in production they become a <link> in index.html's <head>,
// fetched in parallel with the scripts instead of arriving inside them.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
// Async boundary: shared singletons (React, Mantine, the session) are negotiated by the
// Module Federation runtime before any of them is evaluated.
import('./bootstrap');
