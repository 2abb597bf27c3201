// Path parameters most rows share. Fastify hands every path parameter over as a string; the
// router already refuses one longer than 200 characters (api/src/app.ts, maxParamLength).
import * as v from 'valibot';

/** `{id}`: the object the path names. */
export const idParams = v.object({ id: v.string() });

/** `{therapistId}`: the therapist whose agenda the path names. */
export const therapistIdParams = v.object({ therapistId: v.string() });
