import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('alliance');
export const generateMetadata = page.generateMetadata;
export default page.Page;
