/**
 * @jest-environment jsdom
 */
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useId } from './mantine-use-id';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Field({ staticId }: { staticId?: string }) {
  renders += 1;
  return createElement('input', { id: useId(staticId) });
}
const page = () => createElement('form', null, createElement(Field), createElement(Field), createElement(Field, { staticId: 'busca' }));

describe("the hooks façade's useId", () => {
  it('hydrates with the server’s ids and renders each component once (no swap after mount)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    const serverIds = [...container.querySelectorAll('input')].map((i) => i.id);
    renders = 0;
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(renders).toBe(3);
    expect(recoverable).toEqual([]);
    const ids = [...container.querySelectorAll('input')].map((i) => i.id);
    expect(ids).toEqual(serverIds);
  });

  it('gives unique ids, usable in a selector, and keeps a static one', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    const ids = [...container.querySelectorAll('input')].map((i) => i.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe('busca');
    ids.slice(0, 2).forEach((id) => {
      expect(id).toMatch(/^mantine-[\w-]+$/);
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    });
  });
});
