import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { expiredLoginPath, guardDecision, isSessionExpiryUntold, useSession } from '@acolhe/shared-auth';
import { PartLoader, RemoteComponent, SectionErrorBoundary } from '@acolhe/shared-ui';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { GuestOnly } from './GuestOnly';
import { remoteModuleOf, routeTable, type RouteEntry } from './routeTable';
import { SessionExpiredRedirect } from './SessionExpiredRedirect';
import { useDocumentTitle } from './useDocumentTitle';

function RoutePageView({ entry }: { entry: RouteEntry }) {
  const { page } = entry;
  if ('local' in page) {
    const Page = page.local;
    return (
      <SectionErrorBoundary resetKey={entry.path}>
        <Suspense fallback={<PartLoader />}>
          <Page />
        </Suspense>
      </SectionErrorBoundary>
    );
  }
  return <RemoteComponent id={remoteModuleOf(page)} />;
}

/** Applies the route's guard (product.md#screens) before mounting its page. */
function GuardedRoute({ entry }: { entry: RouteEntry }) {
  // The store itself, not the header's delayed re-read (product.md#sessions-appointments's 100 ms): a guard must see a
  // fresh login at once, or it would send the user back to /login.
  const user = useSession((s) => s.user);
  const { id } = useParams();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const decision = guardDecision(user, entry.guard, id, here);
  if ('redirect' in decision) {
    // the session just expired here: the login page is told so (SessionExpiredRedirect goes to
    // the same address; whichever navigation lands last, the flag is in it)
    const to = !user && isSessionExpiryUntold() ? expiredLoginPath(`${here}${location.hash}`) : decision.redirect;
    return <Navigate to={to} replace />;
  }
  if (entry.guestOnly) {
    return (
      <GuestOnly>
        <RoutePageView entry={entry} />
      </GuestOnly>
    );
  }
  return <RoutePageView entry={entry} />;
}

export function AppRoutes() {
  useDocumentTitle();
  return (
    <>
      <SessionExpiredRedirect />
      <Routes>
        <Route element={<AppLayout />}>
          {routeTable.map((entry) => (
            <Route key={entry.path} path={entry.path} element={<GuardedRoute key={entry.path} entry={entry} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
