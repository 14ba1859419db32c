/**
 * Company details, store links, the admin site and social links: one config module.
 * EXAMPLE VALUES marked `example` are placeholders for the marketing team to replace.
 */
import { env } from '@/lib/env';

export const company = {
  /** example */
  legalName: { ko: '(주)채들', en: 'Chaedle Inc.', vi: 'Chaedle Inc.' },
  /** example */
  representative: { ko: '홍길동', en: 'Gildong Hong', vi: 'Gildong Hong' },
  /** example */
  businessNumber: '000-00-00000',
  /** example */
  address: {
    ko: '서울특별시 강남구 테헤란로 000, 00층',
    en: '00F, 000 Teheran-ro, Gangnam-gu, Seoul, Republic of Korea',
    vi: 'Tầng 00, 000 Teheran-ro, Gangnam-gu, Seoul, Hàn Quốc',
  },
  /** example */
  phone: '02-0000-0000',
  /** example */
  fax: '02-0000-0001',
  /** example */
  email: 'help@chaedle.example',
} as const;

/** Store pages of the two apps (example URLs). */
export const storeLinks = {
  resident: {
    googlePlay: 'https://play.google.com/store/apps/details?id=com.chaedle.resident',
    appStore: 'https://apps.apple.com/kr/app/chaedle-resident/id0000000001',
  },
  crew: {
    googlePlay: 'https://play.google.com/store/apps/details?id=com.chaedle.crew',
    appStore: 'https://apps.apple.com/kr/app/chaedle-crew/id0000000002',
  },
} as const;

export const adminSiteUrl = env.adminSiteUrl;

/** Social links (example URLs). */
export const socialLinks = [
  { id: 'youtube', url: 'https://www.youtube.com/@chaedle' },
  { id: 'instagram', url: 'https://www.instagram.com/chaedle' },
  { id: 'blog', url: 'https://blog.naver.com/chaedle' },
] as const;
