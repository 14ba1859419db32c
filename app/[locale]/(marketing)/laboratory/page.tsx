import { LaboratoryPage } from '@/components/lab/LaboratoryPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('laboratory', LaboratoryPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
