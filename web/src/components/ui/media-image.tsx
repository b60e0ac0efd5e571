import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, resolveImage } from '@/lib/media';
import { getRuntimeConfig } from '@/lib/runtime-config';

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** An absolute URL, a media key (`products/p12-1`) or nothing (placeholder). */
  imageRef: string | null | undefined;
  alt: string;
};

/**
 * An image from the API: media keys get a WebP srcset, absolute URLs pass through, and a
 * missing or broken image shows the placeholder (spec §3 "Image paths").
 */
export function MediaImage({ imageRef, alt, sizes, loading = 'lazy', decoding = 'async', onError, ...rest }: MediaImageProps) {
  const [failedRef, setFailedRef] = useState<string | null | undefined>(undefined);
  const failed = failedRef !== undefined && failedRef === imageRef;
  const resolved = failed ? { src: PLACEHOLDER_IMAGE, srcSet: undefined, isPlaceholder: true } : resolveImage(imageRef, getRuntimeConfig().mediaBase);

  return (
    <img
      {...rest}
      alt={alt}
      src={resolved.src}
      srcSet={resolved.srcSet}
      sizes={resolved.srcSet ? sizes : undefined}
      loading={loading}
      decoding={decoding}
      data-placeholder={resolved.isPlaceholder || undefined}
      onError={(event) => {
        if (!resolved.isPlaceholder) setFailedRef(imageRef);
        onError?.(event);
      }}
    />
  );
}
