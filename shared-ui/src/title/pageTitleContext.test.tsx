import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TitleContext } from '@acolhe/shared-domain';
import { reportedTitleContext, subscribeTitleContext, usePageTitleContext } from './pageTitleContext';

const MARINA: TitleContext = { therapist: { fullName: 'Marina Duarte', title: 'Psicóloga Clínica', city: 'São Paulo' } };

function Page({ context }: { context: TitleContext | null }) {
  usePageTitleContext(context);
  return null;
}
const at = (path: string, context: TitleContext | null) => (
  <MemoryRouter initialEntries={[path]}>
    <Page context={context} />
  </MemoryRouter>
);

describe('the title context a page reports', () => {
  it('is read for the address the page shows only, and withdrawn when the page leaves', () => {
    const view = render(at('/terapeuta/1', MARINA));
    expect(reportedTitleContext('/terapeuta/1')).toEqual(MARINA);
    expect(reportedTitleContext('/terapeutas')).toBeNull();
    view.unmount();
    expect(reportedTitleContext('/terapeuta/1')).toBeNull();
  });

  it('nothing until the page knows it; subscribers hear each report and withdrawal', () => {
    const heard = jest.fn();
    const stop = subscribeTitleContext(heard);
    const view = render(at('/terapeuta/1', null));
    expect(reportedTitleContext('/terapeuta/1')).toBeNull();
    expect(heard).not.toHaveBeenCalled();
    act(() => view.rerender(at('/terapeuta/1', MARINA)));
    expect(heard).toHaveBeenCalledTimes(1);
    // the same context rebuilt by a render is not a new report
    act(() => view.rerender(at('/terapeuta/1', { therapist: { ...MARINA.therapist! } })));
    expect(heard).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });
});
