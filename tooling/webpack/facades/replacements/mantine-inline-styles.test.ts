/**
 * @jest-environment node
 */
// Mantine's responsive styles, written as Mantine writes them, but as a style React hoists into the
// head (issue 44: no <style> in the body of the server's HTML).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { stylesToString as mantineStylesToString } from '@mantine/core';
import { InlineStyles, stylesToString } from './mantine-inline-styles';

const props = {
  selector: '.m-1',
  styles: { '--sg-cols': '1', paddingTop: 8, gap: undefined },
  media: [{ query: '(min-width: 48em)', styles: { '--sg-cols': '2' } }],
  container: [{ query: 'mantine-grid (min-width: 62em)', styles: { marginLeft: '4px' } }],
};

it("writes Mantine's CSS text", () => {
  expect(stylesToString(props)).toBe(mantineStylesToString(props));
  expect(stylesToString({ selector: '.m-2' })).toBe(mantineStylesToString({ selector: '.m-2' }));
});

it('is a hoistable style: React writes it ahead of the markup, once for equal text, never in place', () => {
  const html = renderToString(
    createElement('div', { id: 'pagina' }, createElement(InlineStyles, props), createElement('p', null, 'texto'), createElement(InlineStyles, props)),
  );
  expect(html.startsWith('<style data-precedence="mantine" data-href="mantine-')).toBe(true);
  expect(html.match(/<style/g)).toHaveLength(1);
  expect(html.slice(html.indexOf('<div'))).not.toContain('<style');
});
