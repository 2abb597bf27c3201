import { useEffect, useState } from 'react';

/** The QR code of `text` as a data: URL (qrcode, loaded with the authenticator's step). */
export function useQrCode(text: string): string {
  const [url, setUrl] = useState({ text: '', url: '' });
  useEffect(() => {
    let alive = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 220 }))
      .then((data) => {
        if (alive) setUrl({ text, url: data });
      });
    return () => {
      alive = false;
    };
  }, [text]);
  return url.text === text ? url.url : '';
}
