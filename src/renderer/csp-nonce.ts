import { setNonce } from 'get-nonce';

/**
 * The page's style nonce, which its host (app:// or the web host) names in the CSP header and puts in a meta element:
 * handed to the dialogs' scroll lock, the one part of the app that adds a <style> element, so the policy need not allow
 * inline style sheets.
 */
export function adoptStyleNonce(doc: Document = document): string | null {
  const nonce = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? null;
  if (nonce) setNonce(nonce);
  return nonce;
}
