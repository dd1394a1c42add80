import { useTranslation } from 'react-i18next';
import { useAtomValue } from '../../state/jotai';
import { sessionAtom } from '../../state/session';

export function HomeScreen() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('home.hello', { name: session?.firstname ?? '' })}</h1>
      <p className="muted">{t('app.tagline')}</p>
    </section>
  );
}
