import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Retailer, Shop } from '../../../../shared/api/catalogue';
import type { ZoneResponse } from '../../../../shared/api/zone';
import { Spinner } from '../../../components/Spinner';
import { ErrorState } from '../../../components/States';
import { CloseIcon } from '../../../components/icons';
import { allOf, orElse, resource, useResource } from '../../../state/resource';
import { RETAILERS, SHOPS, ZONE } from '../../../state/user-data';
import type { ZonePoint } from '../logic';
import { parseId } from '../../browse/listing/parse-id';
import { PlanDetail } from './PlanDetail';

function zonePoint(zone: ZoneResponse): ZonePoint | null {
  return zone.latitude !== null && zone.longitude !== null ? { latitude: zone.latitude, longitude: zone.longitude, radiusM: zone.diameter ?? 0 } : null;
}

/** /shopping/solutions/{id}: what to buy where, the shops and the route; Save while not saved (SPEC §2). */
export function PlanDetailScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const planId = parseId(id);
  const navigate = useNavigate();
  const parts = allOf({
    version: useResource(planId !== null ? resource('planVersion', { params: { id: planId } }) : null, { pick: (d) => d.version }),
    // The map and the shop lists are extras: the plan shows even when they cannot be loaded.
    zone: orElse(useResource(ZONE, { pick: zonePoint }), null),
    shops: orElse(useResource(SHOPS, { pick: (d) => d.shops }), [] as Shop[]),
    retailers: orElse(useResource(RETAILERS, { pick: (d) => d.retailers }), [] as Retailer[]),
  });
  const remote: typeof parts = planId !== null ? parts : { status: 'error', code: 'NOT_FOUND', reload: parts.reload };

  const head = (
    <div className="back-header sh-detail-head">
      <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={() => navigate(-1)}>
        <CloseIcon />
      </button>
      <h1>{t('shopping.detail.title')}</h1>
    </div>
  );
  if (remote.status === 'loading') {
    return (
      <section>
        {head}
        <Spinner center />
      </section>
    );
  }
  if (remote.status === 'error') {
    return (
      <section>
        {head}
        <ErrorState code={remote.code} onRetry={remote.reload} notFound={t('shopping.detail.notFound')} />
      </section>
    );
  }
  return (
    <section className="sh-detail">
      {head}
      <PlanDetail {...remote.data} />
    </section>
  );
}
