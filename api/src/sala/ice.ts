// The room's ICE servers (RTCIceServer[]), from configuration. STUN urls go as they are; TURN
// urls get short-lived credentials in coturn's REST form (`use-auth-secret` with
// `static-auth-secret`): username = '<expiry unix seconds>:<account>', credential =
// base64(HMAC-SHA1(secret, username)) — coturn recomputes it, so nothing is stored and a leaked
// credential dies with its expiry (docs/deploy.md, "Sala online").
import { createHmac } from 'node:crypto';
import type { IceServer } from '@acolhe/shared-domain';
import type { SalaConfig } from '../config';

export function turnCredential(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}

/** TURN credentials valid for `ttlSeconds` from `now`, for `sub`. */
export function turnCredentials(secret: string, sub: string, now: Date, ttlSeconds: number): { username: string; credential: string } {
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const username = `${expiry}:${sub}`;
  return { username, credential: turnCredential(secret, username) };
}

export function iceServersFor(config: SalaConfig, sub: string, now: Date): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0 && config.turnSecret) {
    servers.push({ urls: config.turnUrls, ...turnCredentials(config.turnSecret, sub, now, config.turnTtlSeconds) });
  }
  return servers;
}
