import { FaqPage } from '@/components/contact/FaqPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('faq', FaqPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
