import { serviceAppPage } from '@/app/pageFactories';
import { ServiceAppAdvantage } from '@/components/service/ServiceAppContent';

const page = serviceAppPage('advantage', ServiceAppAdvantage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
