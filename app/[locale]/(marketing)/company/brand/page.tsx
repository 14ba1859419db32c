import { BrandPage } from '@/components/company/BrandPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('brand', BrandPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
