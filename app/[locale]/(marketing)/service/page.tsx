import { marketingPage } from '@/app/pageFactories';
import { ServiceWhyPage } from '@/components/service/ServiceWhyPage';

const page = marketingPage('service', ServiceWhyPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
