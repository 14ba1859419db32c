import { fixtureFacts } from '@/test/companyFacts';
import { appRedirectLocation, appRedirectUrl, deviceFromUserAgent, isAppId } from './appRedirect';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  kakaoIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.4.5',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  naverAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A536N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.1.0)',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.14977',
};

const stores = {
  resident: {
    googlePlay: 'https://play.example/resident',
    appStore: 'https://apps.example/resident',
  },
  crew: { googlePlay: 'https://play.example/crew', appStore: 'https://apps.example/crew' },
};

describe('deviceFromUserAgent', () => {
  it.each([
    ['iphone', 'ios'],
    ['ipad', 'ios'],
    ['kakaoIphone', 'ios'],
    ['samsung', 'android'],
    ['naverAndroid', 'android'],
    ['windows', 'other'],
    ['windowsPhone', 'other'],
    // iPadOS in desktop mode is indistinguishable from a Mac: the download page (module comment).
    ['ipadDesktopMode', 'other'],
  ] as const)('%s → %s', (name, device) => {
    expect(deviceFromUserAgent(UA[name])).toBe(device);
  });

  it('treats a missing user agent as a desktop', () => {
    expect(deviceFromUserAgent(null)).toBe('other');
    expect(deviceFromUserAgent('')).toBe('other');
  });
});

describe('appRedirectLocation', () => {
  it('sends an iPhone to the App Store and an Android phone to Google Play, per app', () => {
    expect(appRedirectLocation('resident', { userAgent: UA.iphone, locale: 'en' }, stores)).toBe(
      stores.resident.appStore,
    );
    expect(appRedirectLocation('crew', { userAgent: UA.samsung, locale: 'en' }, stores)).toBe(
      stores.crew.googlePlay,
    );
  });

  it('sends anything else to the download page in the visitor’s language', () => {
    expect(appRedirectLocation('crew', { userAgent: UA.windows, locale: 'ko' }, stores)).toBe(
      '/ko/company/download',
    );
    expect(appRedirectLocation('resident', { userAgent: UA.windows, locale: 'en' }, stores)).toBe(
      '/company/download',
    );
    expect(appRedirectLocation('resident', { userAgent: null, locale: 'vi' }, stores)).toBe(
      '/vi/company/download',
    );
  });

  it('sends a phone whose store URL is still a placeholder to the download page, never a made-up store', () => {
    const pending = { ...stores, resident: { googlePlay: undefined, appStore: undefined } };
    expect(appRedirectLocation('resident', { userAgent: UA.iphone, locale: 'ko' }, pending)).toBe(
      '/ko/company/download',
    );
    expect(appRedirectLocation('resident', { userAgent: UA.samsung, locale: 'en' }, pending)).toBe(
      '/company/download',
    );
    expect(appRedirectLocation('crew', { userAgent: UA.iphone, locale: 'en' }, pending)).toBe(
      stores.crew.appStore,
    );
  });
});

describe('appRedirectLocation with the company facts (test/fixtures/)', () => {
  const visit = (app: 'resident' | 'crew', userAgent: string, state: 'confirmed' | 'unconfirmed') =>
    appRedirectLocation(app, { userAgent, locale: 'ko' }, fixtureFacts[state].storeLinks);

  it('confirmed: an iPhone goes to the App Store page, an Android phone to Google Play', () => {
    expect(visit('resident', UA.iphone, 'confirmed')).toBe(
      'https://apps.apple.com/kr/app/chaedle-resident/id6740012345',
    );
    expect(visit('crew', UA.samsung, 'confirmed')).toBe(
      'https://play.google.com/store/apps/details?id=com.chaedle.crew',
    );
    expect(visit('crew', UA.windows, 'confirmed')).toBe('/ko/company/download');
  });

  it('unconfirmed: every phone goes to the download page', () => {
    for (const app of ['resident', 'crew'] as const)
      for (const userAgent of [UA.iphone, UA.samsung, UA.windows])
        expect(visit(app, userAgent, 'unconfirmed')).toBe('/ko/company/download');
  });
});

it('knows the two apps and builds their QR addresses on an origin', () => {
  expect(isAppId('resident') && isAppId('crew')).toBe(true);
  expect(isAppId('admin')).toBe(false);
  expect(appRedirectUrl('https://chaedle.com', 'crew')).toBe('https://chaedle.com/app/crew');
});
