import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from '../state/jotai';
import { languageAtom, setLanguageAtom } from '../state/session';
import { RULES } from '../../shared/rules';

/** The En/Hu toggle; the choice is persisted by main (SPEC §2: under a language key). */
export function LanguageToggle() {
  const { t } = useTranslation();
  const lang = useAtomValue(languageAtom);
  const setLanguage = useSetAtom(setLanguageAtom);
  return (
    <div className="lang-toggle" role="group" aria-label={t('common.language')}>
      {RULES.languages.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={lang === l}
          lang={l}
          title={t('common.switchLanguage', { language: l === 'en' ? t('common.english') : t('common.hungarian') })}
          onClick={() => void setLanguage(l)}
        >
          {l === 'en' ? 'En' : 'Hu'}
        </button>
      ))}
    </div>
  );
}
