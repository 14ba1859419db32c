import { APPLE_TOUCH_ICON, MANIFEST, rootMetadata, rootViewport } from './rootMetadata';

describe('rootMetadata', () => {
  it('emits no verification tag when neither variable is set', () => {
    const metadata = rootMetadata({});
    expect(metadata.verification).toBeUndefined();
  });

  it('emits the Google and Naver tags when their variables are set', () => {
    expect(
      rootMetadata({ googleSiteVerification: 'g-token', naverSiteVerification: 'n-token' })
        .verification,
    ).toEqual({
      google: 'g-token',
      other: { 'naver-site-verification': 'n-token' },
    });
    expect(rootMetadata({ naverSiteVerification: 'n-token' }).verification).toEqual({
      other: { 'naver-site-verification': 'n-token' },
    });
    expect(rootMetadata({ googleSiteVerification: 'g-token' }).verification).toEqual({
      google: 'g-token',
    });
  });

  it('turns off telephone detection, links the manifest and the apple-touch-icon', () => {
    const metadata = rootMetadata({});
    expect(metadata.formatDetection).toMatchObject({ telephone: false });
    expect(metadata.manifest).toBe(MANIFEST);
    expect(metadata.icons).toEqual({ apple: [expect.objectContaining({ url: APPLE_TOUCH_ICON })] });
  });

  it('declares a light colour scheme', () => {
    expect(rootViewport.colorScheme).toBe('only light');
  });
});
