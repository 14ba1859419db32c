import { ProposalPage } from '@/components/contact/ProposalPage';
import { marketingPage } from '@/components/layout/marketing-page';

const page = marketingPage('proposal', ProposalPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
