import { serviceAppPage } from '@/components/service/service-app-page';

const page = serviceAppPage('advantage');
export const generateMetadata = page.generateMetadata;
export default page.Page;
