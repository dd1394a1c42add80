import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanVersion } from '../../../../shared/api/plans';
import { planText } from '../../../../shared/plan-sheet';
import { message } from '../../../i18n/message';
import { errorCode } from '../../../lib/bridge';
import { useFormat } from '../../../lib/use-format';
import { useSetAtom } from '../../../state/jotai';
import { pushToastAtom } from '../../../state/toasts';
import { mailPlanAtom } from '../atoms';
import { useWriteFeedback } from '../components/feedback';
import { PlanPrint } from './PlanPrint';
import { printSheet } from './print-sheet';
import { qrMatrix } from './qr';
import { QrCode } from './QrCode';

/**
 * Ways to take the plan to the shops: the whole plan on paper (or as a PDF), its checklist mailed to the user, or
 * shown as a QR code that a phone's camera reads as plain text (the same text as the mail, compact).
 */
export function TakeAlong({ version }: { version: PlanVersion }) {
  const { t } = useTranslation();
  const { lang } = useFormat();
  const mail = useSetAtom(mailPlanAtom);
  const toast = useSetAtom(pushToastAtom);
  const { failed, done } = useWriteFeedback();
  const [mailing, setMailing] = useState(false);
  const [qrShown, setQrShown] = useState(false);
  const qrId = useId();
  const text = useMemo(() => planText(version, lang, { compact: true }), [version, lang]);
  const matrix = useMemo(() => (qrShown ? qrMatrix(text) : null), [qrShown, text]);

  const onMail = async () => {
    if (mailing) return;
    setMailing(true);
    try {
      done(message('shopping.along.mailed', { to: await mail(version.id) }));
    } catch (err) {
      if (errorCode(err) === 'RATE_LIMITED') toast({ kind: 'error', text: message('shopping.along.tooMany') });
      else failed(err);
    } finally {
      setMailing(false);
    }
  };

  return (
    <section className="sh-card sh-take-along" aria-labelledby="sh-take-along-title">
      <h2 id="sh-take-along-title">{t('shopping.along.title')}</h2>
      <div className="sh-actions sh-take-along-actions">
        <button type="button" className="btn" onClick={() => void printSheet('plan', t('shopping.print.fileName', { name: version.name.slice(0, 80) }))}>
          {t('shopping.print.button')}
        </button>
        <button type="button" className="btn" aria-disabled={mailing} aria-busy={mailing} onClick={() => void onMail()}>
          {t('shopping.along.mail')}
        </button>
        <button type="button" className="btn" aria-expanded={qrShown} aria-controls={qrId} onClick={() => setQrShown((s) => !s)}>
          {t(qrShown ? 'shopping.along.hideQr' : 'shopping.along.showQr')}
        </button>
      </div>
      {qrShown ? (
        <div id={qrId} className="sh-qr-panel">
          {matrix ? (
            <>
              <QrCode matrix={matrix} label={t('shopping.along.qrLabel', { name: version.name })} />
              <p className="sh-small">{t('shopping.along.qrHint')}</p>
            </>
          ) : (
            <p className="alert alert-info" role="note">
              {t('shopping.along.qrTooLong')}
            </p>
          )}
          <details>
            <summary>{t('shopping.along.qrText')}</summary>
            <pre className="sh-qr-text" data-testid="plan-qr-text">
              {text}
            </pre>
          </details>
        </div>
      ) : null}
      <PlanPrint version={version} />
    </section>
  );
}
