import { useEffect, useRef } from 'react';

/**
 * A <video> showing a live stream (srcObject cannot be set as an attribute). `inteira`: the whole
 * picture, letterboxed (the other person: a portrait phone camera in a 4:3 box lost head and hands
 * to 'cover'); without it the picture fills its box (one's own small preview).
 */
export function Video({ stream, mudo, rotulo, className, inteira = false }: { stream: MediaStream | null; mudo: boolean; rotulo: string; className?: string; inteira?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  // a live call has no caption file to point a <track> at
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <video ref={ref} autoPlay playsInline muted={mudo} aria-label={rotulo} className={className} style={{ width: '100%', height: '100%', objectFit: inteira ? 'contain' : 'cover', background: '#1d2a2a', borderRadius: 8 }} />;
}
