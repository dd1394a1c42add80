import { useTranslation } from 'react-i18next';
import { BackHeader } from '../../components/BackHeader';
import { ChevronDownIcon } from '../../components/icons';

export function FaqScreen() {
  const { t } = useTranslation();
  return (
    <section className="faq">
      <BackHeader title={t('faq.title')} />
      <details>
        <summary>
          <span>{t('faq.q1')}</span>
          <ChevronDownIcon />
        </summary>
        <p>{t('faq.a1')}</p>
      </details>
      <details>
        <summary>
          <span>{t('faq.q2')}</span>
          <ChevronDownIcon />
        </summary>
        <p>{t('faq.a2')}</p>
      </details>
    </section>
  );
}
