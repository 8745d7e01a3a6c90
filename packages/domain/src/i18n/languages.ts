/**
 * The portal's languages: English, Hindi and Marathi as written in India. English is the
 * default and SPEC's words are its entries, word for word (DESIGN.md "Who is looking").
 */
export const languages = ['en-IN', 'hi-IN', 'mr-IN'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en-IN';

/** Each language's name in its own script, as a switcher offers it. */
export const languageNames: Readonly<Record<Language, string>> = { 'en-IN': 'English', 'hi-IN': 'हिन्दी', 'mr-IN': 'मराठी' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (languages as readonly string[]).includes(value);

/** 'hi', 'hi-IN', 'HI-in' → 'hi-IN'; a tag of another language → undefined. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return languages.find((language) => language.slice(0, 2) === primary);
}

/**
 * The language a request asks for in its Accept-Language header (RFC 9110 §12.5.4): the first of ours by
 * the weights the client gave, ties kept in the client's order; English when none is ours or q=0.
 */
export function negotiateLanguage(acceptLanguage: string | undefined | readonly string[]): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : ((acceptLanguage as string | undefined) ?? '');
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: languageOfTag(tag), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry): entry is { language: Language; weight: number; order: number } => entry.language !== undefined && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
}

/** A browser's first visit: the first of navigator.languages that is ours, else English. */
export function languageOfBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
