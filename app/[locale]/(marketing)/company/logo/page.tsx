import { LogoPage } from '@/components/company/LogoPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('logo', LogoPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
