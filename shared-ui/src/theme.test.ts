import { DEFAULT_THEME, defaultVariantColorsResolver, mergeMantineTheme } from '@mantine/core';
import { acolheTheme, acolheVariantColors } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, acolheTheme);

describe('acolheVariantColors', () => {
  it("gives the light teal variant dark text (Mantine's teal-9 on teal-1 is 4.32:1, below AA)", () => {
    const colors = acolheVariantColors({ color: 'teal', variant: 'light', theme });
    expect(colors.color).toBe('var(--mantine-color-dark-8)');
    // the tint itself stays Mantine's
    expect(colors.background).toBe(defaultVariantColorsResolver({ color: 'teal', variant: 'light', theme }).background);
  });

  it('leaves the brand colour and other variants as Mantine draws them', () => {
    expect(acolheVariantColors({ color: 'acolhe', variant: 'light', theme }).color).not.toBe('var(--mantine-color-dark-8)');
    expect(acolheVariantColors({ color: 'teal', variant: 'filled', theme }).color).toBe('var(--mantine-color-white)');
  });

  it('is the resolver the theme uses', () => {
    expect(theme.variantColorResolver).toBe(acolheVariantColors);
  });
});

describe('badges never truncate (issue 44: CONFIRMA…, SÉ…, H… for Hoje)', () => {
  it("every Badge takes styles that undo Mantine's ellipsis: no shrinking, a wrapping label, no fixed height", () => {
    const styles = theme.components.Badge?.styles as { root: Record<string, unknown>; label: Record<string, unknown> };
    expect(styles.root).toMatchObject({ flexShrink: 0, maxWidth: '100%', height: 'auto', overflow: 'visible' });
    expect(styles.label).toMatchObject({ whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' });
  });
});
