// The two account cards both settings pages show one after the other (issue 29), each in its own
// boundary so one failing leaves the other.
import { SectionErrorBoundary } from '@acolhe/shared-ui';
import { EmailChangeCard } from './EmailChangeCard';
import { SignOutEverywhereCard } from './SignOutEverywhereCard';

/** 'E-mail' (change the address) then 'Sessões' (sign out everywhere). */
export function AccountAccessCards() {
  return (
    <>
      <SectionErrorBoundary>
        <EmailChangeCard />
      </SectionErrorBoundary>
      <SectionErrorBoundary>
        <SignOutEverywhereCard />
      </SectionErrorBoundary>
    </>
  );
}
