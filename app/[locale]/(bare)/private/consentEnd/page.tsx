import { consentOutcomePage } from '@/app/pageFactories';
import { ConsentOutcome } from '@/components/consent/ConsentOutcome';

export const dynamic = 'force-dynamic';

/** ?idx=N: already agreed or period over, as the backend says now. Anything else: the generic text. */
const page = consentOutcomePage('end', ConsentOutcome);
export const { generateMetadata } = page;
export default page.Page;
