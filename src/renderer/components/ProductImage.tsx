import { useState } from 'react';
import { useAtomValue } from '../state/jotai';
import { appInfoAtom, mediaUrl } from '../state/app-info';

const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><rect width="120" height="90" fill="#eceee8"/><path d="M38 36h44l-5 26a4 4 0 0 1-4 3H47a4 4 0 0 1-4-3z" fill="none" stroke="#9aa79e" stroke-width="4" stroke-linejoin="round"/><path d="M50 36l10-12 10 12" fill="none" stroke="#9aa79e" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

/** The kind a product picture shows ("meat" for media/products/meat.svg), named on its frame for tests and tools. */
export function pictureIcon(photo: string | null | undefined): string | undefined {
  return /(?:^|\/)media\/products\/([a-z0-9-]+)\.svg$/.exec(photo ?? '')?.[1];
}

/**
 * A product or news photo in a fixed frame; the placeholder when there is none or it fails to load. Pictures load
 * lazily (long lists), except `eager` ones: a handful of small tiles that must be there when the shopper reaches them
 * (Home's category tiles sit far below the fold on a phone, beyond the distance at which lazy pictures start loading).
 */
export function ProductImage({
  photo,
  alt,
  className,
  eager = false,
  narrow,
}: {
  photo: string | null | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
  /** The same picture drawn for a phone's width (a news chart), shown instead at NARROW_MEDIA. */
  narrow?: string | null;
}) {
  const info = useAtomValue(appInfoAtom);
  const [failed, setFailed] = useState(false);
  const src = !failed ? mediaUrl(info, photo) : null;
  const narrowSrc = !failed && src ? mediaUrl(info, narrow) : null;
  const img = <img src={src ?? PLACEHOLDER} alt={alt} loading={eager ? 'eager' : 'lazy'} onError={() => setFailed(true)} />;
  return (
    <span className={`media-frame ${className ?? ''}`} data-icon={(!failed && pictureIcon(photo)) || undefined}>
      {narrowSrc ? (
        <picture>
          <source media={NARROW_MEDIA} srcSet={narrowSrc} />
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}

/** Where a picture's narrow drawing replaces it: a phone's width (the app's one-column layout). */
export const NARROW_MEDIA = '(max-width: 600px)';
