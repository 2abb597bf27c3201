import { useEffect, useRef } from 'react';

/** A <video> showing a live stream (srcObject cannot be set as an attribute). */
export function Video({ stream, mudo, rotulo, className }: { stream: MediaStream | null; mudo: boolean; rotulo: string; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  // a live call has no caption file to point a <track> at
  // eslint-disable-next-line jsx-a11y/media-has-caption
  return <video ref={ref} autoPlay playsInline muted={mudo} aria-label={rotulo} className={className} style={{ width: '100%', height: '100%', objectFit: 'cover', background: '#1d2a2a', borderRadius: 8 }} />;
}
