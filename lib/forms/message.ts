/**
 * The TEXT a form delivers (docs/product.md), written for the Korean
 * operations team.
 */
import { formatPhone } from './phone';
import type { FormDefinition } from './definitions';
import { cleanLines, cleanOneLine } from './visitorText';

/**
 * `@channel`, `@here` and `@everyone` typed as words, not inside an address such as a@here.com (an
 * ASCII letter, digit or . _ % + - before the @): Slack notifies a whole channel for them when the
 * message is posted with `link_names`.
 */
const BROADCAST_MENTION = /(?<![A-Za-z0-9._%+-])@(?=(?:channel|here|everyone)(?![\p{L}\p{N}_]))/giu;

/** U+FF20 FULLWIDTH COMMERCIAL AT: reads as @ for the team, is no mention for Slack. */
export const NEUTRAL_AT = '\uFF20';

/**
 * Slack escaping: typed text can never mention a channel or make a link. `&`, `<`, `>` become
 * entities (so `<!channel>` is text), and the @ of a typed broadcast mention becomes a full-width ＠.
 */
export function escapeSlack(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(BROADCAST_MENTION, NEUTRAL_AT);
}

/** A one-line field: line breaks become spaces (no forged `label: value` lines), then escaped. */
export function oneLine(value: string): string {
  return escapeSlack(cleanOneLine(value));
}

/** Multi-line text: every line (any Unicode line break) prefixed with "> ", escaped. */
export function quoted(value: string): string[] {
  return cleanLines(value).map((line) => `> ${escapeSlack(line)}`);
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short id of one submission (8 characters, no look-alike letters). */
export function createReceiptId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(8));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** First-line mark of a TEXT sent from a build that is not production (docs/deploying.md). */
export const PREVIEW_PREFIX = '[미리보기] ';

export function buildMessageText(
  def: FormDefinition,
  values: Record<string, unknown>,
  receiptId: string,
  { preview = false }: { preview?: boolean } = {},
): string {
  const read = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '');
  const slotValue = (slot: 'name' | 'company' | 'email') => {
    const field = def.fields.find((f) => f.slot === slot);
    const value = field ? oneLine(read(field.name)) : '';
    return value || '-';
  };
  const phoneField = def.fields.find((f) => f.slot === 'phone');
  const phone = phoneField ? oneLine(formatPhone(read(phoneField.name))) : '';

  const lines = [
    `${preview ? PREVIEW_PREFIX : ''}[${def.title}] ${def.typeLabel}`,
    `이름: ${slotValue('name')}`,
    `회사: ${slotValue('company')}`,
    `연락처: ${phone || '-'}`,
    `이메일: ${slotValue('email')}`,
  ];
  for (const field of def.fields) {
    if (field.slot !== 'extra') continue;
    const raw = read(field.name);
    const text = field.options?.find((option) => option.value === raw)?.text ?? raw;
    const value = oneLine(text);
    if (value) lines.push(`${field.textLabel}: ${value}`);
  }
  for (const field of def.fields) {
    if (field.slot !== 'content') continue;
    const content = quoted(read(field.name));
    if (content.length > 0) lines.push('내용:', ...content);
  }
  lines.push(`접수번호: ${receiptId}`);
  return lines.join('\n');
}

/** What the Lambda accepts (docs/threat-model.md): a TEXT beyond either bound is not sent. */
export const MESSAGE_LIMITS = { characters: 8_000, lines: 60 } as const;

/** How far a TEXT is past each bound (0 when within it), or undefined when it fits both. */
export type MessageOverflow = { characters: number; lines: number };

/** Characters are UTF-16 code units (what a JavaScript or JSON reader counts; never fewer than code points). */
export function messageOverflow(text: string): MessageOverflow | undefined {
  const characters = Math.max(0, text.length - MESSAGE_LIMITS.characters);
  const lines = Math.max(0, text.split('\n').length - MESSAGE_LIMITS.lines);
  return characters > 0 || lines > 0 ? { characters, lines } : undefined;
}
