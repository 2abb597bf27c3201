import {
  Badge,
  createTheme,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

// Acolhe's calm teal, with enough contrast on white for WCAG AA text (shade 7+ for text).
const acolhe: MantineColorsTuple = [
  '#e6fbf8', '#d4f2ee', '#aae3dc', '#7cd3c9', '#57c6b9', '#3fbdaf', '#2fb9aa', '#1fa295', '#0d7f75', '#006b62',
];

// Mantine's light variant writes shade-9 text on a shade-1 tint; for these palettes that is below
// 4.5:1 (teal: 4.32, axe flags every 'Novo no Acolhe' badge). Their tinted badges and buttons keep
// the tint and take dark text instead, so no call site has to remember it.
const LOW_CONTRAST_LIGHT = new Set(['teal', 'green', 'lime', 'yellow', 'orange', 'cyan']);
const DARK_TEXT = 'var(--mantine-color-dark-8)';

export const acolheVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant === 'light' && input.color && LOW_CONTRAST_LIGHT.has(input.color)) {
    return { ...colors, color: DARK_TEXT };
  }
  return colors;
};

// Mantine's badge has a fixed height and cuts its label with an ellipsis when a row squeezes it
// ('CONFIRMA…', 'SÉ…' on a phone, 'H…' for 'Hoje' in the week grid, issue 44). A status the person
// cannot read is worse than a taller badge: it keeps its width (no shrinking in a flex row), and
// only when it is wider than its container does the label wrap onto a second line, between words
// ('break-word', not 'anywhere': that let a table squeeze 'PUBLICADO' into 'PUBLICAD / O').
export const BADGE_NEVER_TRUNCATES = {
  root: { flexShrink: 0, maxWidth: '100%', height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', overflowWrap: 'break-word', lineHeight: 1.3 },
} as const;

export const acolheTheme = createTheme({
  variantColorResolver: acolheVariantColors,
  primaryColor: 'acolhe',
  primaryShade: { light: 8, dark: 6 },
  colors: { acolhe },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: { Badge: Badge.extend({ styles: BADGE_NEVER_TRUNCATES }) },
});

// Mantine's default dimmed grey (#868e96) and error red (#fa5252) fall below WCAG AA contrast on
// white (axe flags them on every page); these darker shades pass 4.5:1.
export const acolheCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
