// Sign-in's mobile rule, a zod schema: loaded with the form's validation, so zod stays off the login page's
// first paint (decision 0270).
export { signInMobileSchema } from '@portal/domain';
