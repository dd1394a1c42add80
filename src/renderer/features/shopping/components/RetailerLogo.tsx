import { useState } from 'react';
import type { Retailer } from '../../../../shared/api/catalogue';
import { appInfoAtom, mediaUrl } from '../../../state/app-info';
import { useAtomValue } from '../../../state/jotai';

/** The retailer's logo in its colour frame; its initial when the logo is missing or fails to load. */
export function RetailerLogo({ retailer }: { retailer: Pick<Retailer, 'name' | 'photo' | 'color'> }) {
  const info = useAtomValue(appInfoAtom);
  const [failed, setFailed] = useState(false);
  const src = failed ? null : mediaUrl(info, retailer.photo);
  return (
    <span className="sh-logo" style={{ '--chip': retailer.color } as React.CSSProperties} aria-hidden="true">
      {src ? <img src={src} alt="" onError={() => setFailed(true)} /> : <span className="sh-logo-initial">{retailer.name.slice(0, 1)}</span>}
    </span>
  );
}
