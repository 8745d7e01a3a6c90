import { z } from 'zod';
import { languages } from './languages';

/**
 * A language in a request. Apart from languages.ts on purpose: the web's shell imports that file, and a
 * zod call at its top level would put all of zod in every page's first paint (about 26 KB gzipped).
 */
export const languageSchema = z.enum(languages, { message: 'Choose en-IN, hi-IN or mr-IN' });
