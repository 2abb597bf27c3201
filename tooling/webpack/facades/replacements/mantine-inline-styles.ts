// @mantine/core's InlineStyles — the <style> a component with responsive props writes beside
// itself (SimpleGrid's `cols={{ base: 1, sm: 2 }}`, Grid, a Box's `w={{ base, sm }}`) — always as a
// React 19 hoistable style (`href` + `precedence`), as Mantine itself does with
// `deduplicateInlineStyles` for the few components that honour it. React puts these in the head:
// the browser inserts them there, and the server's render lists them first, for the site's server
// to move into the head (shell/src/server/render.tsx). Mantine's plain <style> in the body is not
// valid HTML (issue 44: html-validate's errors on the server-rendered pages). Mantine imports it
// by a relative path inside its own package, so the builds swap the file
// (create-config.cjs, NormalModuleReplacementPlugin) and jest maps it (tooling/jest/preset.cjs).
// The CSS text is Mantine's (stylesToString); no nonce: the site's CSP allows inline styles.
import { createElement } from 'react';

type CssObject = Record<string, string | number | undefined>;
interface Query {
  query: string;
  styles: CssObject;
}
export interface InlineStylesProps {
  selector: string;
  styles?: CssObject;
  media?: Query[];
  container?: Query[];
  /** Mantine's switch for the hoisted form: always on here. */
  deduplicate?: boolean;
}

const declarations = (css: CssObject): string =>
  Object.keys(css)
    .reduce((acc, rule) => (css[rule] !== undefined ? `${acc}${rule.replace(/[A-Z]/g, (l) => `-${l.toLowerCase()}`)}:${css[rule]};` : acc), '')
    .trim();

/** Mantine's stylesToString. */
export function stylesToString({ selector, styles, media, container }: InlineStylesProps): string {
  const base = styles ? declarations(styles) : '';
  const mediaRules = (media ?? []).map((item) => `@media${item.query}{${selector}{${declarations(item.styles)}}}`);
  const containerRules = (container ?? []).map((item) => `@container ${item.query}{${selector}{${declarations(item.styles)}}}`);
  return `${base ? `${selector}{${base}}` : ''}${mediaRules.join('')}${containerRules.join('')}`.trim();
}

/** Mantine's simpleHash: the style's name is its text's, so equal styles are one element. */
function hashOf(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (((hash << 5) + hash + text.charCodeAt(i)) & 0xffffffff) >>> 0;
  return hash.toString(36);
}

export function InlineStyles({ deduplicate: _always, ...props }: InlineStylesProps) {
  const css = stylesToString(props);
  return createElement('style', { href: `mantine-${hashOf(css)}`, precedence: 'mantine' }, css);
}
