import { AlliancePage } from '@/components/contact/AlliancePage';
import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('alliance', AlliancePage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
