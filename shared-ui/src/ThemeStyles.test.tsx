/**
 * @jest-environment node
 */
// ThemeStyles writes the text MantineProvider's own <style> elements would (which it replaces so
// the styles can live in the head): a Mantine upgrade that changes them fails here.
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { AppProviders } from './AppProviders';
import { acolheCssVariables, acolheTheme } from './theme';

/** The text of each <style> in `html`, by its first attribute. */
function styles(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of html.matchAll(/<style ([\w-]+="[^"]*")[^>]*>([\s\S]*?)<\/style>/g)) found.set(m[1]!, m[2]!);
  return found;
}

it("holds the same theme variables and breakpoint classes as MantineProvider's own style elements", () => {
  const mantine = styles(renderToString(<MantineProvider theme={acolheTheme} cssVariablesResolver={acolheCssVariables} />));
  const ours = renderToString(<AppProviders>{null}</AppProviders>);
  const hoisted = [...ours.matchAll(/<style data-precedence="mantine" data-href="([^"]+)">([\s\S]*?)<\/style>/g)];
  // one hoisted element for the precedence, holding both (React joins them), and no other <style>
  expect(hoisted).toHaveLength(1);
  expect(hoisted[0]![1]).toBe('acolhe-tema-variaveis acolhe-tema-classes');
  expect(ours.match(/<style/g)).toHaveLength(1);
  expect(hoisted[0]![2]).toBe(`${mantine.get('data-mantine-styles="true"')}${mantine.get('data-mantine-styles="classes"')}`);
  // and the variables are really ours (the darker dimmed grey), not an empty rule
  expect(hoisted[0]![2]).toContain('--mantine-color-dimmed: #5c636a');
});
