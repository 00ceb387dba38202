// Rspack loader for Paraglide's compiled message modules. Each message looks its locale up on
// every call (`experimentalStaticLocale ?? options.locale ?? getLocale()`) and, with a single
// locale, discards the answer: there is only one text to return. Dropping that statement lets
// the minifier put each text where it is used, as a plain string. It applies only while
// project.inlang lists one locale; a module of any other shape is left as it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOOKUP = /^[\t ]*experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\);?[\t ]*\r?\n/m;

/** The message module without its locale lookup, when it has exactly one translation. */
export function dropLocaleLookup(source) {
  const singleTranslation = !/\blocale\s*===/.test(source);
  return singleTranslation && LOOKUP.test(source) ? source.replace(LOOKUP, '') : source;
}

/** The locales project.inlang declares. */
export function projectLocales(root) {
  return JSON.parse(readFileSync(join(root, 'project.inlang', 'settings.json'), 'utf8')).locales;
}

let singleLocale;
export default function loader(source) {
  singleLocale ??= projectLocales(this.rootContext).length === 1;
  return singleLocale ? dropLocaleLookup(source) : source;
}
