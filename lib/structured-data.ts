// JSON-LD (schema.org) for search engines, built from the same values the page shows, in the page's
// language: Organization and WebSite on the home page, NewsArticle, Course, DiscussionForumPosting,
// Product and ProfilePage on theirs. Pure functions; components/seo/json-ld.tsx writes them out.
import { localeTags, type Locale } from './i18n/config';
import { localizePath } from './i18n/detect';
import { site, socialLinks } from './site';

export type JsonLdNode = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown };

const abs = (path: string) => (/^https?:/.test(path) ? path : `${site.url}${path}`);
const pageUrl = (locale: Locale, path: string) => abs(localizePath(locale, path));

const publisher = () => ({ '@type': 'Organization', name: site.name, url: site.url, logo: abs('/icon.svg') });

export function organization(description: string): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: abs('/icon.svg'),
    description,
    sameAs: socialLinks.map((l) => l.href),
  };
}

export function website(locale: Locale, description: string): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: pageUrl(locale, '/'),
    description,
    inLanguage: localeTags[locale],
    publisher: publisher(),
  };
}

export function newsArticle(input: {
  locale: Locale;
  path: string;
  headline: string;
  description: string;
  datePublished: string;
  author: string;
  authorRole?: string;
  image: string;
  contentLocale: Locale;
}): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    author: {
      '@type': 'Person',
      name: input.author,
      ...(input.authorRole ? { jobTitle: input.authorRole } : {}),
    },
    image: [abs(input.image)],
    inLanguage: localeTags[input.contentLocale],
    mainEntityOfPage: pageUrl(input.locale, input.path),
    publisher: publisher(),
  };
}

export function course(input: {
  locale: Locale;
  path: string;
  name: string;
  description: string;
  contentLocale: Locale;
  partOf: { name: string; path: string };
  minutes: number;
}): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: input.name,
    description: input.description,
    url: pageUrl(input.locale, input.path),
    inLanguage: localeTags[input.contentLocale],
    provider: publisher(),
    isAccessibleForFree: true,
    isPartOf: { '@type': 'Course', name: input.partOf.name, url: pageUrl(input.locale, input.partOf.path) },
    timeRequired: `PT${Math.max(1, Math.round(input.minutes))}M`,
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: `PT${input.minutes}M`,
    },
  };
}

export function discussionForumPosting(input: {
  locale: Locale;
  path: string;
  headline: string;
  text: string;
  author: { handle: string; path: string } | null;
  datePublished: string;
  replies: number;
  group: string;
}): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    headline: input.headline,
    text: input.text,
    url: pageUrl(input.locale, input.path),
    datePublished: input.datePublished,
    ...(input.author
      ? {
          author: {
            '@type': 'Person',
            name: `@${input.author.handle}`,
            url: pageUrl(input.locale, input.author.path),
          },
        }
      : {}),
    articleSection: input.group,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: 'https://schema.org/CommentAction',
      userInteractionCount: input.replies,
    },
  };
}

export function product(input: {
  locale: Locale;
  path: string;
  name: string;
  description: string;
  category: string;
  priceEther: string;
  license: string;
  seller: string | null;
}): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    category: input.category,
    url: pageUrl(input.locale, input.path),
    additionalProperty: [{ '@type': 'PropertyValue', name: 'license', value: input.license }],
    offers: {
      '@type': 'Offer',
      price: input.priceEther,
      priceCurrency: 'ETH',
      availability: 'https://schema.org/InStock',
      url: pageUrl(input.locale, input.path),
      ...(input.seller ? { seller: { '@type': 'Person', name: input.seller } } : { seller: publisher() }),
    },
  };
}

export function profilePage(input: {
  locale: Locale;
  path: string;
  handle: string;
  number: number;
  since: string;
  description: string;
}): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: pageUrl(input.locale, input.path),
    dateCreated: input.since,
    mainEntity: {
      '@type': 'Person',
      name: `@${input.handle}`,
      alternateName: input.handle,
      identifier: `citizen-${input.number}`,
      description: input.description,
      url: pageUrl(input.locale, input.path),
    },
  };
}
