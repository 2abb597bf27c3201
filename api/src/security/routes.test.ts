// The security suites iterate over ./inventory.ts: this test keeps that list equal to the
// operation table and to the routes the app really serves (its OpenAPI document), so no route
// escapes the forgery, ownership and fuzzing checks.
import { OPERATIONS } from '@acolhe/shared-domain/operations';
import { useTestApp } from '../../testing/helpers';
import { key, NOT_PRODUCT, ROUTES } from '../../testing/inventory';

describe('security inventory', () => {
  const t = useTestApp();

  it('classifies every route the app serves, and only those', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => key(m.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1'))))
      .filter((k) => !NOT_PRODUCT(k.split(' ')[1]!) && !k.startsWith('HEAD '))
      .sort();
    const listed = ROUTES.map((r) => key(r.method, r.path)).sort();
    expect(listed).toEqual(served);
  });

  it('lists every row of the operation table once, by its operationId', () => {
    const ids = ROUTES.map((r) => r.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it('gives every route that needs a token the role of its valid caller', () => {
    for (const route of ROUTES) {
      if (route.auth === 'required') expect(route.role).toBeDefined();
      if (route.owned) expect(route.auth).toBe('required');
    }
  });
});
