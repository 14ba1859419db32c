/**
 * End-to-end tests only: a route only in builds made with E2E_TEST_HOOKS=1 that are not production
 * (next.config.mjs `pageExtensions`; lib/config/deployment.mjs refuses the variable in a production build).
 * Throws on the server, so e2e/preview/sentry.spec.ts can see the error arrive at the Sentry stand-in.
 */
export const dynamic = 'force-dynamic';

async function fail(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? 'none';
  throw new Error(`e2e server error ${token}`);
}

export const GET = fail;
export const POST = fail;
