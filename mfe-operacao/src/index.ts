// Async boundary: the shared singletons are negotiated before anything is evaluated.
import('./bootstrap');
