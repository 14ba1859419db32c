import { CustomerPage } from '@/components/contact/CustomerPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('customer', CustomerPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
