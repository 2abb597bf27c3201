// Async boundary: shared singletons (React, Mantine, the session) are negotiated by the
// Module Federation runtime before any of them is evaluated.
import('./bootstrap');
