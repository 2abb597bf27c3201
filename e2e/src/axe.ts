// axe-core in Chromium: the serious and critical violations of a page, or of one part of it
// (a11y.e2e.ts on every screen; a journey's own section, e.g. calendarios.e2e.ts).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// axe's own file, injected as-is into each page (the package's `source` export is this text).
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** Serious and critical violations of the page as it is now (every axe rule, WCAG and best practice);
 * `within`: a CSS selector to check only that part of the page. */
export async function seriousViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  // evaluated through the devtools protocol: the site's CSP rightly refuses an injected inline script
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return result.violations;
  }, within);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and per offending element, for the failure message. */
function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    ${JSON.stringify(n.target)}  ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, ' ')}`)
        .join('\n');
      return `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join('\n');
}

export async function expectNoSeriousViolations(page: Page, label: string, within?: string) {
  const violations = await seriousViolations(page, within);
  if (violations.length) throw new Error(`axe em ${label}: ${violations.length} violação(ões) graves\n${formatViolations(violations)}`);
}
