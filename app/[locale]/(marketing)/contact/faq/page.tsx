import { FaqPage } from '@/components/contact/FaqPage';
import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('faq', FaqPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
