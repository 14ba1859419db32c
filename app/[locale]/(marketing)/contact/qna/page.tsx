import { QnaPage } from '@/components/contact/QnaPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('qna', QnaPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
