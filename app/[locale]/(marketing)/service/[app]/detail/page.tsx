import { serviceAppPage } from '@/app/pageFactories';

const page = serviceAppPage('detail');
export const generateMetadata = page.generateMetadata;
export default page.Page;
