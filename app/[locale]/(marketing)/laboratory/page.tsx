import { LaboratoryPage } from '@/components/lab/LaboratoryPage';
import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('laboratory', LaboratoryPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
