import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('faq');
export const generateMetadata = page.generateMetadata;
export default page.Page;
