import { HomePage } from '@/components/home/HomePage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('home', HomePage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
