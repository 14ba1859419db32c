import { serviceAppPage } from '@/app/pageFactories';

const page = serviceAppPage('advantage');
export const generateMetadata = page.generateMetadata;
export default page.Page;
