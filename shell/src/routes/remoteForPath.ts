import { matchPath } from 'react-router-dom';
import type { ExposedModuleId } from '@acolhe/shared-domain/contracts';
import { remoteModuleOf, routeTable, type RouteEntry, type RouteGuard } from './routeTable';

/** `remote/Module` of the remote page the route table mounts at `pathname`, if any. */
export function remoteModuleForPath(pathname: string, table: RouteEntry[] = routeTable): ExposedModuleId | undefined {
  const entry = table.find((e) => matchPath({ path: e.path, end: true }, pathname));
  return entry && 'remote' in entry.page ? remoteModuleOf(entry.page) : undefined;
}

/** The guard of the route the table mounts at `pathname`, if any. */
export function guardForPath(pathname: string, table: RouteEntry[] = routeTable): RouteGuard | undefined {
  return table.find((e) => matchPath({ path: e.path, end: true }, pathname))?.guard;
}
