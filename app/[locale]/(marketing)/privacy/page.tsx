import { marketingPage } from '@/app/pageFactories';
import { PrivacyPage } from '@/components/privacy/PrivacyPage';

const page = marketingPage('privacy', PrivacyPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
