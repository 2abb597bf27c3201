// Loaded on demand by the header once someone is signed in: react-query and the page's one data
// cache stay out of the shell's first load for guests (docs/architecture.md).
import type { CurrentUser } from '@acolhe/shared-auth';
import { DataCacheProvider } from '@acolhe/shared-ui/data';
import { NotificationBell } from './NotificationBell';

export default function NotificationBellWithCache({ user }: { user: CurrentUser }) {
  return (
    <DataCacheProvider>
      <NotificationBell user={user} />
    </DataCacheProvider>
  );
}
