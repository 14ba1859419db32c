import { LaboratoryPage } from '@/components/laboratory/LaboratoryPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('laboratory', LaboratoryPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
