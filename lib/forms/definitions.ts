/**
 * The forms of docs/product.md ("Forms"): their fields in form order, limits, and how each field
 * appears in the delivered message ("The delivered message"). Visible labels come from the
 * `Forms.fields` messages; the Korean labels here are for the operations team and never change with
 * the locale.
 */

export type FieldKind = 'text' | 'email' | 'phone' | 'textarea' | 'choice';

/** Where a field goes in TEXT: one of the four fixed lines, the content block, or an extra line. */
export type FieldSlot = 'name' | 'company' | 'phone' | 'email' | 'content' | 'extra';

export type FieldLabelKey =
  | 'name'
  | 'customerName'
  | 'username'
  | 'company'
  | 'apartment'
  | 'apartmentName'
  | 'building'
  | 'unit'
  | 'position'
  | 'site'
  | 'department'
  | 'phone'
  | 'email'
  | 'content'
  | 'customerType';

export type FieldDef = {
  /** Key in the form values. */
  name: string;
  /** Visible label: `Forms.fields.<label>`. */
  label: FieldLabelKey;
  kind: FieldKind;
  /** Length limit in characters. */
  max: number;
  slot: FieldSlot;
  /** Label of an extra line in TEXT (Korean). */
  textLabel?: string;
  /** Only the AI form's phone is optional. */
  optional?: boolean;
  autoComplete?: string;
  /** For `choice` fields: the values, their `Forms.options.<value>` labels and their Korean text. */
  options?: readonly { value: string; text: string }[];
};

export type FormId =
  | 'ai'
  | 'manual'
  | 'manualLab'
  | 'resident'
  | 'admin'
  | 'proposal'
  | 'partnership'
  | 'idea'
  | 'ideaWithName';

export type FormDefinition = {
  id: FormId;
  /** The delivered message's title (docs/product.md). */
  title: '홈페이지 문의' | '아이디어 제안' | '제안 요청' | '매뉴얼 요청';
  /** The delivered message's type label: names the form or tab. */
  typeLabel: string;
  fields: readonly FieldDef[];
};

export const LIMITS = {
  name: 50,
  company: 100,
  short: 20,
  position: 50,
  phone: 20,
  email: 254,
  content: 5000,
} as const;

const name = (label: FieldLabelKey = 'name'): FieldDef => ({
  name: 'name',
  label,
  kind: 'text',
  max: LIMITS.name,
  slot: 'name',
  autoComplete: 'name',
});
const company = (label: FieldLabelKey = 'company', key = 'company'): FieldDef => ({
  name: key,
  label,
  kind: 'text',
  max: LIMITS.company,
  slot: 'company',
  autoComplete: label === 'company' ? 'organization' : 'off',
});
const phone = (optional = false): FieldDef => ({
  name: 'phone',
  label: 'phone',
  kind: 'phone',
  max: LIMITS.phone,
  slot: 'phone',
  optional,
  autoComplete: 'tel-national',
});
const email: FieldDef = {
  name: 'email',
  label: 'email',
  kind: 'email',
  max: LIMITS.email,
  slot: 'email',
  autoComplete: 'email',
};
const content: FieldDef = {
  name: 'content',
  label: 'content',
  kind: 'textarea',
  max: LIMITS.content,
  slot: 'content',
};
const extra = (
  key: string,
  label: FieldLabelKey,
  textLabel: string,
  max: number,
  autoComplete = 'off',
): FieldDef => ({
  name: key,
  label,
  kind: 'text',
  max,
  slot: 'extra',
  textLabel,
  autoComplete,
});
const customerType: FieldDef = {
  name: 'customerType',
  label: 'customerType',
  kind: 'choice',
  max: 20,
  slot: 'extra',
  textLabel: '고객 유형',
  options: [
    { value: 'resident', text: '입주민' },
    { value: 'admin', text: '관리자' },
  ],
};

const proposalFields = [
  name(),
  company(),
  extra('department', 'department', '부서/직책', LIMITS.position, 'organization-title'),
  phone(),
  email,
  content,
] as const;

const ideaFields = (withName: boolean): FieldDef[] => [
  customerType,
  ...(withName ? [name('username')] : []),
  company('apartment', 'apartment'),
  phone(),
  email,
  content,
];

export const formDefinitions: Record<FormId, FormDefinition> = {
  ai: {
    id: 'ai',
    title: '매뉴얼 요청',
    typeLabel: 'AI 체커',
    fields: [name(), company(), phone(true), email],
  },
  manual: {
    id: 'manual',
    title: '매뉴얼 요청',
    typeLabel: '매뉴얼 다운로드',
    fields: [name(), company(), phone(), email],
  },
  manualLab: {
    id: 'manualLab',
    title: '매뉴얼 요청',
    typeLabel: '연구소',
    fields: [name(), company('apartmentName', 'apartment'), phone(), email],
  },
  resident: {
    id: 'resident',
    title: '홈페이지 문의',
    typeLabel: '입주민 문의',
    fields: [
      name('customerName'),
      company('apartmentName', 'apartment'),
      extra('building', 'building', '동', LIMITS.short),
      extra('unit', 'unit', '호수', LIMITS.short),
      phone(),
      email,
      content,
    ],
  },
  admin: {
    id: 'admin',
    title: '홈페이지 문의',
    typeLabel: '관리자 문의',
    fields: [
      name(),
      extra('position', 'position', '직책', LIMITS.position, 'organization-title'),
      company(),
      extra('site', 'site', '현장', LIMITS.company),
      phone(),
      email,
      content,
    ],
  },
  proposal: { id: 'proposal', title: '제안 요청', typeLabel: '제안 요청', fields: proposalFields },
  partnership: {
    id: 'partnership',
    title: '제안 요청',
    typeLabel: '제휴 제안',
    fields: proposalFields,
  },
  idea: {
    id: 'idea',
    title: '아이디어 제안',
    typeLabel: '아이디어 제안',
    fields: ideaFields(false),
  },
  ideaWithName: {
    id: 'ideaWithName',
    title: '아이디어 제안',
    typeLabel: '아이디어 제안',
    fields: ideaFields(true),
  },
};

/** Empty values of a form: every field '' and the privacy notice not agreed to. */
export function emptyValues(def: FormDefinition): Record<string, string | boolean> {
  return {
    ...Object.fromEntries(def.fields.map((field) => [field.name, ''])),
    privacyNoticeAccepted: false,
  };
}
