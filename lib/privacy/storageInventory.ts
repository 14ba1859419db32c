/**
 * Everything the site keeps in a visitor's browser, and every place the browser sends data to, as
 * observed in a real browser (e2e/site/privacy/storage-inventory.spec.ts walks the site and fails on a cookie,
 * storage key, IndexedDB database or request destination this file does not list). The privacy
 * policy renders both lists (section "cookies" and "autoItems"), so the policy and the code cannot
 * drift apart. How to add an entry: docs/privacy.md.
 *
 * Purposes, lifetimes and recipients are translated in messages under `Privacy.storage.<id>` and
 * `Privacy.destinations.<id>`.
 */

export type StorageArea = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB';

/** Who receives the item from the browser: nobody, the site's own server, or AWS (Seoul). */
export type SentTo = 'none' | 'site' | 'aws';

export type StorageItem = {
  id: 'locale' | 'videoHide' | 'formDraft' | 'chunkReload' | 'consentDone' | 'cognitoIdentity';
  /** The name as it appears in the browser's developer tools; `{…}` marks a variable part. */
  name: string;
  /** Matches every concrete name of this item. */
  pattern: RegExp;
  area: StorageArea;
  sentTo: SentTo;
  /** Holds something a visitor typed or that identifies a browser (the policy says so). */
  personal: boolean;
};

export const storageInventory: readonly StorageItem[] = [
  {
    id: 'locale',
    name: 'NEXT_LOCALE',
    pattern: /^NEXT_LOCALE$/,
    area: 'cookie',
    sentTo: 'site',
    personal: false,
  },
  {
    id: 'videoHide',
    name: 'chaedle.videoDialog.hideUntil',
    pattern: /^chaedle\.videoDialog\.hideUntil$/,
    area: 'localStorage',
    sentTo: 'none',
    personal: false,
  },
  {
    id: 'formDraft',
    name: 'chaedle:form-draft:{form}',
    pattern: /^chaedle:form-draft:[A-Za-z]+$/,
    area: 'sessionStorage',
    sentTo: 'none',
    personal: true,
  },
  {
    id: 'chunkReload',
    name: 'chaedle.chunkReloadAt',
    pattern: /^chaedle\.chunkReloadAt$/,
    area: 'sessionStorage',
    sentTo: 'none',
    personal: false,
  },
  {
    id: 'consentDone',
    name: 'chaedle.consent.done.{agreement}',
    pattern: /^chaedle\.consent\.done\.\d+$/,
    area: 'sessionStorage',
    sentTo: 'none',
    personal: false,
  },
  {
    // @aws-sdk/credential-provider-cognito-identity caches the anonymous identity id in the
    // database `aws:cognito-identity-ids` (object store `IdentityIds`, key
    // `aws:cognito-identity-credentials:{pool}:ANONYMOUS`); without IndexedDB it uses localStorage
    // under that key instead.
    id: 'cognitoIdentity',
    name: 'aws:cognito-identity-ids',
    pattern: /^aws:cognito-identity-(ids|credentials:.+)$/,
    area: 'indexedDB',
    sentTo: 'aws',
    personal: true,
  },
] as const;

export type DestinationId = 'site' | 'aws' | 'backend' | 'sentry';

/**
 * Where the browser sends requests, and when. `site`: every page, script and image (served by the
 * hosting, Vercel); `aws`: Cognito and Lambda in ap-northeast-2, only when a form is sent;
 * `backend`: the Chaedle service, only on the consent pages; `sentry`: only when a DSN is configured.
 */
export const networkDestinations: readonly DestinationId[] = ['site', 'aws', 'backend', 'sentry'];

/** The inventory item a concrete cookie or storage name belongs to, if any. */
export function inventoryItemFor(area: StorageArea, name: string): StorageItem | undefined {
  return storageInventory.find((item) => {
    if (item.pattern.test(name) === false) return false;
    // The identity cache moves to localStorage when IndexedDB is unavailable.
    if (item.id === 'cognitoIdentity') return area === 'indexedDB' || area === 'localStorage';
    return item.area === area;
  });
}
