import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The otpauth URI as a QR code for the authenticator app. The `qrcode` package is loaded here,
 * on first use, so only the second factor's setup pays for it; drawn as SVG into a data URL (the
 * CSP allows `data:` images, and no canvas is needed).
 */
export function QrCode({ value }: { value: string }) {
  const [image, setImage] = useState<{ for: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ toString }) => toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (live)
          setImage({ for: value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value]);
  if (failed)
    return (
      <p className="text-sm text-zinc-600">The QR code couldn't be drawn: enter the key below by hand.</p>
    );
  if (image?.for !== value) return <Skeleton className="size-44" />;
  return (
    <img
      src={image.src}
      alt="QR code to scan with your authenticator app"
      className="size-44 rounded-md bg-white p-1 ring-1 ring-zinc-200"
    />
  );
}
