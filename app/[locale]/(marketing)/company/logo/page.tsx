import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('logo');
export const generateMetadata = page.generateMetadata;
export default page.Page;
