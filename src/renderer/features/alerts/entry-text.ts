import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxEntry } from '../../../shared/api/watches';
import { useFormat } from '../../lib/use-format';

/**
 * What an inbox entry says, in the user's language: "X got cheaper at Chain: was A, now B (date, Árfigyelő)", or that
 * it went on promotion. The inbox, its notifications and the tests read the same sentence.
 */
export function useEntryText(): (e: InboxEntry) => string {
  const { t } = useTranslation();
  const { ft, date } = useFormat();
  return useCallback(
    (e: InboxEntry) =>
      t(e.kind === 'promotion' ? 'alerts.entry.promotion' : 'alerts.entry.cheaper', {
        name: e.product.name,
        chain: e.product.retailer_name,
        was: ft(e.was),
        now: ft(e.now),
        date: date(e.day),
      }),
    [t, ft, date],
  );
}
