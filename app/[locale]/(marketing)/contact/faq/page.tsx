import { FaqPage } from '@/components/contact/ContactPages';
import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('faq', FaqPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
