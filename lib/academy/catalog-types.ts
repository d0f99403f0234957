// What the academy's catalogue and its search share between the server (which reads the content and
// builds the index at build time) and the browser (which searches it): no file access here.

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

export const TOPICS = ['ai', 'web3', 'governance', 'prompting'] as const;
export type Topic = (typeof TOPICS)[number];

/** A course's length filter: under 15 minutes, 15 to 30, over 30 (lessons are short reads). */
export const LENGTHS = ['short', 'medium', 'long'] as const;
export type Length = (typeof LENGTHS)[number];

export function lengthOf(minutes: number): Length {
  return minutes < 15 ? 'short' : minutes <= 30 ? 'medium' : 'long';
}

/** A course as the catalogue lists it and the search index stores it. */
export type CourseSummary = {
  slug: string;
  /** The learning path it belongs to (its slug). */
  path: string;
  title: string;
  summary: string;
  level: Level;
  topic: Topic;
  order: number;
  minutes: number;
  length: Length;
  lessonTitles: string[];
};
