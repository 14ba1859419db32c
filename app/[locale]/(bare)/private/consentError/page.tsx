import { consentOutcomePage } from '@/app/pageFactories';
import { ConsentOutcome } from '@/components/consent/ConsentOutcome';

export const dynamic = 'force-dynamic';

/**
 * ?idx=N: consent was not recorded (a way back to try again), or the agreement does not exist, or
 * it has meanwhile been agreed or closed, as the backend says now. Anything else: the generic text.
 */
const page = consentOutcomePage('error', ConsentOutcome);
export const { generateMetadata } = page;
export default page.Page;
