/**
 * next-intl's routing for the browser's navigation (navigation.ts): on an https page the locale
 * cookie the language selector writes is Secure, as the middleware's is (docs/threat-model.md section 3;
 * lib/security/secureCookies.ts). `protocol` is the page's (`location.protocol`),
 * undefined on the server, which writes no cookie there.
 */
import { routing } from './routing';

export function routingForProtocol(protocol: string | undefined) {
  return protocol === 'https:' ? { ...routing, localeCookie: { secure: true } } : routing;
}
