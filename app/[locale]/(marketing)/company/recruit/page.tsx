import { RecruitPage } from '@/components/company/RecruitPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('recruit', RecruitPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
