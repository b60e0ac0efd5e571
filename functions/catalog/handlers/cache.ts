/**
 * Cache-Control of public catalogue answers: browsers and CloudFront may keep them briefly and
 * serve them stale while revalidating. Answers to a signed-in caller are always
 * `private, no-store` (the http stack sees to that), since a dealer's prices are theirs alone.
 */
export const PUBLIC_CATALOG_CACHE = 'public, max-age=30, stale-while-revalidate=120';
/** The vocabulary (categories, filter values) changes rarely. */
export const PUBLIC_VOCABULARY_CACHE = 'public, max-age=300, stale-while-revalidate=600';
