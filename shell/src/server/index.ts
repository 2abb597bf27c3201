// The shell's server build (dist/server/main.js, tooling/webpack/create-config.cjs): what the
// site's server calls to render a public page. Async boundary, as in the browser's entry: the
// shared singletons are negotiated before any of them is evaluated.
import type { RenderRequest, RenderResult } from './render';

export type { RenderRequest, RenderResult };

export function renderPage(request: RenderRequest): Promise<RenderResult | null> {
  return import('./render').then((m) => m.renderPage(request));
}
