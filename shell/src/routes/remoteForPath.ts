import { matchPath } from 'react-router-dom';
import { routeTable, type RouteEntry } from './routeTable';

/** `remote/Module` of the remote page the route table mounts at `pathname`, if any. */
export function remoteModuleForPath(pathname: string, table: RouteEntry[] = routeTable): string | undefined {
  const entry = table.find((e) => matchPath({ path: e.path, end: true }, pathname));
  return entry && 'remote' in entry.page ? `${entry.page.remote}/${entry.page.module}` : undefined;
}
