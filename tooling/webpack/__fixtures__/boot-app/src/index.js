// the async boundary, as every app's index.ts
import('./bootstrap');
