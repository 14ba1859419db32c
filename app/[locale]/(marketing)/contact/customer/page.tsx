import { CustomerPage } from '@/components/contact/CustomerPage';
import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('customer', CustomerPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
