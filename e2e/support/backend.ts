/** The backend stand-in's test hooks (scripts/stand-ins/backend.mjs), as seen from a test. */
import { e2ePorts } from '../../scripts/test/e2eEnv.mjs';

export const backendOrigin = `http://127.0.0.1:${e2ePorts.backend}`;

export type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  at: number;
};

export async function recordedRequests(pathSubstring: string): Promise<RecordedRequest[]> {
  const response = await fetch(
    `${backendOrigin}/__requests?path=${encodeURIComponent(pathSubstring)}`,
  );
  return (await response.json()) as RecordedRequest[];
}

/** The next matching call(s) answer like this instead. */
export async function failNextBackendCall(spec: {
  method?: string;
  path?: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  drop?: boolean;
  /** Never answer. */
  hang?: boolean;
  times?: number;
}): Promise<void> {
  await fetch(`${backendOrigin}/__fail`, { method: 'POST', body: JSON.stringify(spec) });
}

/** A fresh WAITING agreement (1000-9999999) that no other test uses. */
export function freshAgreementIdx(): number {
  return 1000 + Math.floor(Math.random() * 9_998_000);
}

/** Requests for exactly this agreement (and its terms), in arrival order. */
export async function requestsFor(idx: number): Promise<RecordedRequest[]> {
  const all = await recordedRequests(`/agreement/${idx}`);
  return all.filter((r) => new RegExp(`/agreement/${idx}(/terms)?(\\?|$)`).test(r.path));
}

export const agreementApiPath = (idx: number) => `/inhabitant/v1/agreement/${idx}`;

/**
 * The links in disguise of the stand-in's hostile terms (agreement 666): backslashes, //, a user
 * name, tab, zero-width and no-break spaces before //. Each loses its href; its words stay, as text.
 */
export const disguisedLinkNames = [
  'backslash link',
  'slash-backslash link',
  'scheme-backslash link',
  'protocol-relative link',
  'user-name link',
  'tab link',
  'zero-width link',
  'no-break-space link',
];
