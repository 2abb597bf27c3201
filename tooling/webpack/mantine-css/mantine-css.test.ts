import { join } from 'node:path';

import { coreOrder, globalStylesheets, layerNames, layerOf, layerOrderStatement, stylesheetsFor } from './stylesheets.cjs';
import mantineStyleImports from './imports-loader.cjs';
import mantineLayer from './layer-loader.cjs';
import { isLayeredOrderWarning } from './layer-order-plugin.cjs';

// Resolved as the shell resolves them (pnpm keeps @mantine/* out of tooling's own node_modules).
const shell = join(__dirname, '..', '..', '..', 'shell');
const sheets = (source: string) => stylesheetsFor(source, shell);
const core = (name: string) => `@mantine/core/styles/${name}.css`;

describe("Mantine's order", () => {
  it("starts with the global files and keeps a component's base before it (Mantine's CSS files list)", () => {
    const order = coreOrder(shell);
    expect(order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(order.indexOf('UnstyledButton')).toBeLessThan(order.indexOf('Button'));
    expect(order.indexOf('Input')).toBeLessThan(order.indexOf('PasswordInput'));
    expect(order.indexOf('Popover')).toBeLessThan(order.indexOf('Menu'));
    expect(order.indexOf('ModalBase')).toBeLessThan(order.indexOf('Modal'));
  });

  it('declares one layer per file, core first, then dates and notifications', () => {
    const names = layerNames(shell);
    expect(names[0]).toBe('mantine.baseline');
    expect(names.slice(-2)).toEqual(['mantine.dates', 'mantine.notifications']);
    expect(new Set(names).size).toBe(names.length);
    expect(layerOrderStatement(shell)).toBe(`@layer ${names.join(',')};`);
  });

  it("names a layer for Mantine's stylesheets only", () => {
    expect(layerOf('/x/node_modules/@mantine/core/styles/Button.css')).toBe('mantine.Button');
    expect(layerOf('/x/node_modules/@mantine/core/styles/default-css-variables.css')).toBe('mantine.default-css-variables');
    expect(layerOf('/x/node_modules/@mantine/dates/styles.css')).toBe('mantine.dates');
    expect(layerOf('/x/node_modules/@mantine/notifications/styles.css')).toBe('mantine.notifications');
    expect(layerOf('/x/node_modules/@mantine/core/styles.css')).toBeNull();
    expect(layerOf('/x/src/app.css')).toBeNull();
  });
});

describe('stylesheetsFor', () => {
  it("a component's own file and the files of the components it is built on, in Mantine's order", () => {
    expect(sheets("import { Button } from '@mantine/core';")).toEqual([core('UnstyledButton'), core('Loader'), core('Button')]);
    const passwordInput = sheets("import { PasswordInput, Stack } from '@mantine/core';");
    expect(passwordInput).toEqual(expect.arrayContaining([core('Input'), core('ActionIcon'), core('PasswordInput'), core('Stack')]));
    expect(passwordInput.indexOf(core('Input'))).toBeLessThan(passwordInput.indexOf(core('PasswordInput')));
  });

  it("the private areas' façade of core brings its components' files (a Chip's own, not a bare checkbox)", () => {
    expect(sheets("import { Chip, Table } from '@acolhe/shared-ui/mantine-area-privada';")).toEqual(
      expect.arrayContaining([core('Chip'), core('Table')]),
    );
  });

  it('nothing for hooks, helpers, the provider or type-only imports', () => {
    expect(sheets("import { MantineProvider, useMantineTheme, rem } from '@mantine/core';")).toEqual([]);
    expect(sheets("import type { ButtonProps } from '@mantine/core';\nimport { useDisclosure } from '@mantine/hooks';")).toEqual([]);
  });

  it('leaves the global files to the entry', () => {
    expect(globalStylesheets()).toEqual([core('baseline'), core('default-css-variables'), core('global')]);
    expect(sheets("import { Box, Text } from '@mantine/core';")).toEqual([core('Text')]);
  });

  it("a calendar brings the core files it draws with, then @mantine/dates' stylesheet; its provider nothing", () => {
    const datePicker = sheets("import { DatePicker } from '@mantine/dates';");
    expect(datePicker[datePicker.length - 1]).toBe('@mantine/dates/styles.css');
    expect(datePicker).toContain(core('UnstyledButton'));
    expect(sheets("import { DatesProvider } from '@mantine/dates';")).toEqual([]);
  });

  it("the toasts' container brings Notification's file and @mantine/notifications' stylesheet", () => {
    const toasts = sheets("export { Notifications, notifications } from '@mantine/notifications';");
    expect(toasts).toEqual(expect.arrayContaining([core('Notification'), '@mantine/notifications/styles.css']));
  });

  it('refuses the whole stylesheet and a dynamic import that would hide the components from the scan', () => {
    expect(() => sheets("import '@mantine/core/styles.css';")).toThrow(/come with the components imported/);
    expect(() => sheets("const m = import('@mantine/notifications');")).toThrow(/import\(\) that one/);
    expect(sheets("type M = typeof import('@mantine/notifications');")).toEqual([]);
  });
});

// The loaders as webpack calls them: `this` holds the app's folder, the file and the mode.
const asLoader = <T>(loader: (this: T, source: string) => string, context: T, source: string) => loader.call(context, source);

describe('imports-loader', () => {
  it("imports the module's stylesheets on its first line, so its own lines keep their numbers", () => {
    const source = "import { Button } from '@mantine/core';\nexport const b = Button;\n";
    const out = asLoader(mantineStyleImports, { rootContext: shell }, source);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
    expect(out.split('\n')[0]).toBe(`import "${core('UnstyledButton')}"; import "${core('Loader')}"; import "${core('Button')}"; import { Button } from '@mantine/core';`);
    expect(asLoader(mantineStyleImports, { rootContext: shell }, 'export const x = 1;\n')).toBe('export const x = 1;\n');
  });
});

describe('layer-loader', () => {
  const file = '/x/node_modules/@mantine/core/styles/Button.css';
  it('wraps a Mantine file in its layer; in development each file also states the order', () => {
    expect(asLoader(mantineLayer, { resourcePath: file, rootContext: shell, mode: 'production' }, '.a{color:red}')).toBe('@layer mantine.Button {\n.a{color:red}\n}\n');
    const dev = asLoader(mantineLayer, { resourcePath: file, rootContext: shell, mode: 'development' }, '.a{color:red}');
    expect(dev.startsWith(`${layerOrderStatement(shell)}\n@layer mantine.Button {`)).toBe(true);
  });
  it('leaves any other stylesheet as it is', () => {
    expect(asLoader(mantineLayer, { resourcePath: '/x/src/app.css', rootContext: shell, mode: 'production' }, '.a{}')).toBe('.a{}');
  });
});

describe('isLayeredOrderWarning', () => {
  const warning = (...files: string[]) => ({
    message: `Conflicting order. Following module has been added:\n * css ${files.map((f) => `/n/css-loader/dist/cjs.js!/t/layer-loader.cjs!${f}`).join('\ndespite it was not able to fulfill desired ordering with these modules:\n * css ')}\n   - couldn't fulfill desired order of chunk group(s) ,`,
  });
  it("hides the warning between Mantine's layered files only", () => {
    expect(isLayeredOrderWarning(warning('/m/@mantine/core/styles/Input.css', '/m/@mantine/core/styles/Stack.css'))).toBe(true);
    expect(isLayeredOrderWarning(warning('/m/@mantine/core/styles/Input.css', '/app/src/page.css'))).toBe(false);
    expect(isLayeredOrderWarning({ message: 'Module not found' })).toBe(false);
  });
});
