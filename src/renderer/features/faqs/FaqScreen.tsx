import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/BackHeader';

export function FaqScreen() {
  const { t } = useTranslation();
  return (
    <section className="faq">
      <BackHeader title={t('faq.title')} />
      <details>
        <summary>{t('faq.q1')}</summary>
        <p>{t('faq.a1')}</p>
      </details>
      <details>
        <summary>{t('faq.q2')}</summary>
        <p>{t('faq.a2')}</p>
      </details>
    </section>
  );
}
