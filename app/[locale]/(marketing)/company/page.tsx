import { AboutPage } from '@/components/company/AboutPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('company', AboutPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
