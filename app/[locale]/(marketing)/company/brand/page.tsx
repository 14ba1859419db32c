import { BrandPage } from '@/components/company/BrandPage';
import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('brand', BrandPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
