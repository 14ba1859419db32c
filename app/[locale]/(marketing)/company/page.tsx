import { AboutPage } from '@/components/company/AboutPage';
import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('company', AboutPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
