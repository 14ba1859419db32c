import { AlliancePage } from '@/components/contact/AlliancePage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('alliance', AlliancePage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
