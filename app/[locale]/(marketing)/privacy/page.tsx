import { marketingPage } from '@/components/layout/marketing-page';
import { PrivacyPage } from '@/components/privacy/PrivacyPage';

const page = marketingPage('privacy', PrivacyPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
