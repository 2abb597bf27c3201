// Profile photos. Removing one (issue 19 item 10: until then a photo could be replaced, never
// removed): the profile's URL is cleared first, then every stored object of the account's uploads
// folder is deleted — the current photo and any earlier one it replaced, which would otherwise stay
// reachable at its old URL. Removing when there is no photo answers the same (idempotent).
import { photoAnswer } from '@acolhe/shared-domain';
import type * as v from 'valibot';
import type { Database } from '../db/client';
import type { EventBus } from '../eventos/bus';
import { uploadsPrefixOf } from '../uploads/images';
import type { UploadStorage } from '../uploads/storage';
import { setClientImage } from './clientes';
import { setTherapistImage } from './terapeutas';

/** The answer of a removal: no photo. */
export const REMOVED: v.InferOutput<typeof photoAnswer> = { url: '', imageUrl: '' };

export async function clearClientPhoto(db: Database, storage: UploadStorage, id: string, now: Date): Promise<void> {
  await setClientImage(db, id, '', now);
  await storage.deletePrefix(uploadsPrefixOf('clientes', id));
}

/** The public profile and the cards lose the photo (FotoDoTerapeutaAlterada), then the files go. */
export async function clearTherapistPhoto(bus: EventBus, db: Database, storage: UploadStorage, id: string, now: Date): Promise<void> {
  await setTherapistImage(bus, db, id, '', now);
  await storage.deletePrefix(uploadsPrefixOf('terapeutas', id));
}
