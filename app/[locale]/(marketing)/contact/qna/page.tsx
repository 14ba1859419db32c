import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('qna');
export const generateMetadata = page.generateMetadata;
export default page.Page;
