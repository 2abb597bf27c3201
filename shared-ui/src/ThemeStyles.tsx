// The theme's two global stylesheets — its CSS variables and the `visibleFrom`/`hiddenFrom`
// classes — as React 19 hoistable styles (`href` + `precedence`), which React puts in the head: the
// browser inserts them there, and the server's render lists them first, for the site's server to
// move into the head (shell/src/server/render.tsx). MantineProvider's own copies are plain <style>
// elements in the body, which HTML does not allow (issue 44: html-validate's errors on `/`).
// The same text as Mantine's (ThemeStyles.test.tsx compares them).
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  px,
  useMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

/** The precedence of every Mantine style React hoists (Mantine's own deduplicated inline styles use it too). */
export const MANTINE_STYLE_PRECEDENCE = 'mantine';

type Variables = ConvertCSSVariablesInput;
const GROUPS = ['variables', 'light', 'dark'] as const;
const MANTINE_DEFAULTS = defaultCssVariablesResolver(DEFAULT_THEME);

/** The theme's variables that differ from Mantine's defaults (its stylesheet declares those). */
export function themeVariablesCss(theme: MantineTheme, resolver?: CSSVariablesResolver): string {
  const merged = defaultCssVariablesResolver(theme);
  const ours = resolver?.(theme);
  const changed: Variables = { variables: {}, light: {}, dark: {} };
  for (const group of GROUPS) {
    const values: Record<string, string> = { ...merged[group], ...ours?.[group] };
    for (const [name, value] of Object.entries(values)) {
      if ((MANTINE_DEFAULTS[group] as Record<string, string>)[name] !== value) (changed[group] as Record<string, string>)[name] = value;
    }
  }
  return convertCssVariables(changed);
}

/** `.mantine-visible-from-*` / `.mantine-hidden-from-*` for the theme's breakpoints. */
export function themeClassesCss(theme: MantineTheme): string {
  return Object.keys(theme.breakpoints).reduce((css, breakpoint) => {
    const value = theme.breakpoints[breakpoint]!;
    const inPx = value.includes('px');
    const width = px(value) as number;
    const below = inPx ? `${width - 0.1}px` : em(width - 0.1);
    const from = inPx ? `${width}px` : em(width);
    return `${css}@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
  }, '');
}

/** Inside MantineProvider (rendered with withCssVariables and withGlobalClasses off). */
export function ThemeStyles({ cssVariablesResolver }: { cssVariablesResolver?: CSSVariablesResolver }) {
  const theme = useMantineTheme();
  return (
    <>
      <style href="acolhe-tema-variaveis" precedence={MANTINE_STYLE_PRECEDENCE}>
        {themeVariablesCss(theme, cssVariablesResolver)}
      </style>
      <style href="acolhe-tema-classes" precedence={MANTINE_STYLE_PRECEDENCE}>
        {themeClassesCss(theme)}
      </style>
    </>
  );
}
