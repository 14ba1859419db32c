import { serviceAppPage } from '@/app/pageFactories';
import { ServiceAppDetail } from '@/components/service/ServiceAppContent';

const page = serviceAppPage('detail', ServiceAppDetail);
export const generateMetadata = page.generateMetadata;
export default page.Page;
