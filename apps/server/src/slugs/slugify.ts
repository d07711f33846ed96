const MAX_SLUG_LENGTH = 50;

/**
 * A URL slug from a name: "Ada Lovelace" -> "ada-lovelace", "Café Royale" -> "cafe-royale".
 * Names with no Latin letters or digits fall back to `fallback`.
 */
export function slugify(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The first of `base`, `base-2`, `base-3`, ... that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
