// Temporary placement by the forms branch: take the content helpers' version of this page.
import { ProposalForm } from '@/components/forms';
import { marketingPage } from '@/components/layout/marketing-page';
import { PageScaffold } from '@/components/layout/PageScaffold';

function Body() {
  return (
    <PageScaffold page="proposal">
      <ProposalForm />
    </PageScaffold>
  );
}

const page = marketingPage('proposal', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
