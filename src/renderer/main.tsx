import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/app.css';
import './styles/browse.css';
import './styles/zone.css';
import './styles/shopping.css';
import './styles/account.css';
import './styles/alerts.css';
import { App } from './App';
import { initI18n } from './i18n';
import { kosar, unwrap } from './lib/bridge';
import { appStore, Provider } from './state/jotai';
import { languageAtom } from './state/session';
import { appInfoAtom } from './state/app-info';
import { RULES } from '../shared/rules';
import { adoptStyleNonce } from './csp-nonce';

adoptStyleNonce();

async function start() {
  const prefs = await unwrap(kosar().prefs.get()).catch(() => ({ language: RULES.defaultLanguage, email: null }));
  appStore.set(languageAtom, prefs.language);
  appStore.set(appInfoAtom, await unwrap(kosar().app.info()).catch(() => null));
  await initI18n(prefs.language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={appStore}>
        <App />
      </Provider>
    </StrictMode>,
  );
}

void start();
