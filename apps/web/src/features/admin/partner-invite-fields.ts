import { adminMessages, mobileFieldOf, personNameFieldOf, roles, type FieldConfig } from '@portal/domain';

/** The roles as the console's choices: each one's code, said in the page's language through its field text. */
export const roleOptions = roles.map((role) => ({ value: role, label: role }));

/** The invitation form, rendered by the form engine with the same rules the API runs. */
export const inviteFields: readonly FieldConfig[] = [
  personNameFieldOf('name', "Partner's full name", adminMessages.name, 80),
  mobileFieldOf('mobile', 'Mobile'),
  { name: 'email', kind: 'text', inputType: 'email', label: 'Email (optional)', mandatory: false, rule: { name: 'email' } },
  {
    name: 'role',
    kind: 'select',
    inputType: 'text',
    label: 'Role',
    mandatory: true,
    options: roleOptions,
    defaultValue: 'partner',
    requiredMessage: 'Choose a role',
  },
];
