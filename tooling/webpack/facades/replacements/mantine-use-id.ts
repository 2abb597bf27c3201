// @mantine/hooks' useId, as every Mantine component gets it through the hooks' façade.
// Mantine's own starts from React's id and then, in a layout effect, swaps it for a random one:
// a synchronous second render of every component that has an id (a rating, an input, a modal…)
// right after it mounts or hydrates — on the profile, one long task after hydration. React's id
// is already unique in the page and the same on the server and in the browser, so it is kept.
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
