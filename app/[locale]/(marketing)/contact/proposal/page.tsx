import { ProposalPage } from '@/components/contact/ProposalPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('proposal', ProposalPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
