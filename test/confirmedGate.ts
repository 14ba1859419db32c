/** The real register and company facts, confirmed, for the production gate's tests. */
import companyFacts from '@/lib/content/companyFacts.json';
import register from '@/lib/content/copyRegister.json';

/** A copy of the real register with every entry confirmed but those named. */
export function confirmedBut(...unconfirmed: string[]) {
  const copy = JSON.parse(JSON.stringify(register)) as {
    drafts: Record<string, { confirmed: boolean }>;
    assets: Record<string, { confirmed: boolean }>;
  };
  for (const [name, entry] of [...Object.entries(copy.drafts), ...Object.entries(copy.assets)])
    entry.confirmed = !unconfirmed.includes(name);
  return copy;
}

/** The real company facts, every one confirmed. */
export const confirmedFacts = JSON.parse(
  JSON.stringify(companyFacts).replace(/"placeholder":true/g, '"placeholder":false'),
);
